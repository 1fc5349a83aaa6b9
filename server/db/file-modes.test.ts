import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureAuthSecret } from "../auth/secret";
import { connect } from "./connect";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "skyhaven-modes-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe("files holding personal data and secrets", () => {
  it("creates the data folder 0700 and the SQLite database and its WAL 0600", async () => {
    const { db } = connect(`file:${join(dir, "data", "site.db")}`);
    await sql`create table t (a integer)`.execute(db);
    await sql`insert into t values (1)`.execute(db);

    expect(await mode(join(dir, "data"))).toBe(0o700);
    expect(await mode(join(dir, "data", "site.db"))).toBe(0o600);
    expect(await mode(join(dir, "data", "site.db-wal"))).toBe(0o600);
    await db.destroy();
  });

  it("creates the auth secret 0600, once: every later caller reads the first one's", async () => {
    const file = join(dir, "data", "auth-secret");
    // The secret lives beside the SQLite database: here, in the test's own folder.
    const secrets = Array.from({ length: 5 }, () =>
      ensureAuthSecret(`file:${join(dir, "data", "site.db")}`),
    );

    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[\w-]{64}$/);
    expect(await mode(file)).toBe(0o600);
  });
});
