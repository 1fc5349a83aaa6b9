import "server-only";
import { parseEnv } from "./env-schema";

/** The one place the app reads its configuration: parsed once, on first import. */
export const env = parseEnv(process.env);
