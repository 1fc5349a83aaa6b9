import "server-only";
import { readEnv } from "./env-schema";

/** The one place the app reads its configuration: parsed once, on first import. */
export const env = readEnv();
