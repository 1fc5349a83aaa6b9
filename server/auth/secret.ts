import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * Reads data/auth-secret, creating it (owner-readable only) on first start. Created exclusively: two
 * instances starting together on one machine both end up with the first one's secret, never with
 * one each (which would sign every staff member out of the other).
 */
export function ensureAuthSecret(): string {
  // A literal path: the build traces it, where a variable would make it trace the whole project.
  const file = resolve("data/auth-secret");
  mkdirSync(resolve("data"), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Another process may have created it a moment ago and still be writing: wait for its content.
  for (let attempt = 0; attempt < 50; attempt++) {
    const existing = readFileSync(file, "utf8").trim();
    if (existing) return existing;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
  throw new Error(`${file} exists but is empty: delete it to have a new secret generated`);
}
