import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { nextCookies } from "better-auth/next-js";
import { admin } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { DialectName } from "../db/connect";
import type { Database } from "../db/schema";
import { accessControl, roles } from "./roles";

export interface AuthOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  secret: string;
  /** The site's origin: cookies are Secure when it is https. */
  baseURL: string;
}

/** Staff sessions last a working day, renewed while in use. */
export const SESSION_SECONDS = 12 * 60 * 60;

export const MIN_PASSWORD_LENGTH = 12;

/**
 * better-auth with email and password, sessions in our database and the admin plugin for roles.
 * There is no public sign-up and no mounted HTTP handler: sign-in, sign-out and staff management go
 * through our server actions (server/auth/*), which add the lockout and the audit log.
 */
export function createAuth({ db, dialect, secret, baseURL }: AuthOptions) {
  return betterAuth({
    appName: "SkyHaven lead desk",
    baseURL,
    basePath: "/admin/auth",
    secret,
    database: { db, type: dialect },
    user: { modelName: "staff_users" },
    session: {
      modelName: "staff_sessions",
      expiresIn: SESSION_SECONDS,
      updateAge: 60 * 60,
    },
    account: { modelName: "staff_accounts" },
    verification: { modelName: "staff_verifications" },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    advanced: {
      cookiePrefix: "skyhaven",
      // Ids made here, not by the database, so SQLite and PostgreSQL behave alike.
      database: { generateId: () => randomUUID() },
    },
    // Our own limits (server/auth/sign-in-limits.ts) count wrong passwords per account and address.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: "sales", adminRoles: ["admin"] }),
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
