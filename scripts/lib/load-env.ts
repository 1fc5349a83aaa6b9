import { EnvError, readEnv, type Env } from "@/server/env-schema";
import { authSecret } from "@/server/auth/secret";

/** Parses the environment for a command-line entry point, generating AUTH_SECRET when unset. */
export function loadEnv(): Env & { AUTH_SECRET: string } {
  try {
    const env = readEnv();
    const AUTH_SECRET = authSecret(env);
    process.env.AUTH_SECRET = AUTH_SECRET;
    return { ...env, AUTH_SECRET };
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
