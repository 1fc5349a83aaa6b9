import "server-only";
import { getConnection } from "../db/client";
import { env } from "../env";
import { createAuth, type Auth } from "./create-auth";
import { authSecret } from "./secret";

const globalForAuth = globalThis as typeof globalThis & { skyhavenAuth?: Auth };

/** The one better-auth instance of this server process, on the app's database. */
export function getAuth(): Auth {
  if (!globalForAuth.skyhavenAuth) {
    const { db, dialect } = getConnection();
    globalForAuth.skyhavenAuth = createAuth({
      db,
      dialect,
      // `npm start` puts the generated secret in the environment; `next dev` reads the same file.
      secret: authSecret(env),
      baseURL: env.SITE_URL,
    });
  }
  return globalForAuth.skyhavenAuth;
}
