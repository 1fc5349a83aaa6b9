import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const SECRET_FILE = resolve("data/auth-secret");

/** Reads data/auth-secret, creating it (owner-readable only) on first start. */
export function ensureAuthSecret(): string {
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, "utf8").trim();
  mkdirSync(resolve("data"), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
