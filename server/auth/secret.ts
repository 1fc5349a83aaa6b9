import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { dialectOf, sqlitePath } from "../db/connect";

const FILE_NAME = "auth-secret";

/**
 * Where a generated secret lives: beside the SQLite database (its data directory), which outlives
 * releases and checkouts; `data/` under the working directory only when there is no such file
 * (an in-memory or PostgreSQL database outside production, where env-schema.ts asks for AUTH_SECRET).
 */
export function authSecretPath(databaseUrl: string): string {
  const database = dialectOf(databaseUrl) === "sqlite" ? sqlitePath(databaseUrl) : ":memory:";
  // A literal path for the fallback: the build traces it, where a variable would make it trace the whole project.
  return database === ":memory:" ? resolve("data/auth-secret") : join(dirname(database), FILE_NAME);
}

/** Before the secret moved beside the database it was always data/auth-secret in the working directory. */
const legacyPath = () => resolve("data/auth-secret");

/**
 * Reads the generated secret, creating it (owner-readable only) on first start. Created exclusively:
 * two instances starting together on one machine both end up with the first one's secret, never
 * with one each (which would sign every staff member out of the other). A secret still in the old
 * place (data/ of the checkout) is copied beside the database rather than replaced, so nobody is
 * signed out and no mailed link breaks. Copied, not moved: the old file may be the live secret of
 * another database in the same checkout (the site on data/, a second SQLite file elsewhere), and
 * taking it away would give that one a new secret on its next start.
 */
export function ensureAuthSecret(databaseUrl: string): string {
  const file = authSecretPath(databaseUrl);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const legacy = legacyPath();
  const carried = legacy === file ? null : readSecret(legacy);
  const secret = carried ?? randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Another process may have created it a moment ago and still be writing: wait for its content.
  for (let attempt = 0; attempt < 50; attempt++) {
    const existing = readSecret(file);
    if (existing) return existing;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`${file} exists but is empty: delete it to have a new secret generated`);
}

function readSecret(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The secret sessions and mailed links are signed with: AUTH_SECRET, or the generated one. */
export const authSecret = (env: { AUTH_SECRET?: string; DATABASE_URL: string }): string =>
  env.AUTH_SECRET ?? ensureAuthSecret(env.DATABASE_URL);
