import { existsSync } from "node:fs";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { registrationStoreFor } from "@/server/registrations/store";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { backupSqlite, restoreSqlite } from "./backup";
import { connect } from "./connect";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "skyhaven-backup-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const registration = (n: number) => ({
  input: validRegistration({
    contact: `+60127${String(n).padStart(6, "0")}`,
    email: `b${n}@example.com`,
  }),
  context: { locale: "en" as const, source: "api" as const },
});

describe("SQLite backup and restore", () => {
  it("backs up while registrations keep arriving, and the restore holds every one acknowledged before the backup began", async () => {
    const live = join(dir, "site.db");
    const { db } = connect(`file:${live}`);
    await prepareDatabase(db);
    const store = registrationStoreFor(db);
    const acknowledged: string[] = [];
    let writing = true;
    let n = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing && n < 5_000) acknowledged.push((await store(registration(++n), {})).id);
    });
    while (acknowledged.length < 200) await new Promise((resolve) => setTimeout(resolve, 10));

    const before = [...acknowledged];
    const report = await backupSqlite(live, join(dir, "backup.db"));
    writing = false;
    await Promise.all(writers);
    await db.destroy();

    expect(report.registrations).toBeGreaterThanOrEqual(before.length);
    expect((await stat(join(dir, "backup.db"))).mode & 0o777).toBe(0o600);
    restoreSqlite(join(dir, "backup.db"), live);
    const restored = connect(`file:${live}`).db;
    const ids = new Set(
      (await restored.selectFrom("registrations").select("id").execute()).map((row) => row.id),
    );
    await restored.destroy();
    expect(before.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(report.registrations);
  });

  it("refuses to restore into a site that is still running, and refuses a damaged copy", async () => {
    const live = join(dir, "site.db");
    const { db } = connect(`file:${live}`);
    await prepareDatabase(db);
    await backupSqlite(live, join(dir, "backup.db"));
    await writeFile(join(dir, "junk.db"), "not a database at all, just some bytes".repeat(200));

    expect(() => restoreSqlite(join(dir, "backup.db"), live)).toThrow(/stop the site/);
    await db.destroy();
    expect(() => restoreSqlite(join(dir, "junk.db"), live)).toThrow();
    expect(existsSync(live)).toBe(true);
  });
});
