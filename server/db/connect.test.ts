import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseTargets } from "@/tests/support/databases";
import { connect, dialectOf, sqlitePath } from "./connect";
import type { Database } from "./schema";

describe("dialectOf", () => {
  it("recognizes postgres:// and postgresql:// URLs as PostgreSQL", () => {
    expect(dialectOf("postgres://user@db.example:5432/app")).toBe("postgres");
    expect(dialectOf("postgresql://user@db.example:5432/app")).toBe("postgres");
  });

  it("treats file: URLs as SQLite", () => {
    expect(dialectOf("file:./data/skyhaven.db")).toBe("sqlite");
    expect(dialectOf("file::memory:")).toBe("sqlite");
  });
});

describe("sqlitePath", () => {
  it("resolves a relative file: URL to an absolute path and keeps :memory: in memory", () => {
    expect(sqlitePath("file:./data/skyhaven.db")).toBe(resolve("data/skyhaven.db"));
    expect(sqlitePath("file:/var/lib/skyhaven/app.db")).toBe("/var/lib/skyhaven/app.db");
    expect(sqlitePath("file::memory:")).toBe(":memory:");
  });
});

describe("connect to SQLite", () => {
  let dir: string;
  let db: Kysely<Database> | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "skyhaven-connect-"));
  });

  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  /** Reads a pragma; SQLite names the result column after the pragma unless `column` says otherwise. */
  async function pragma(name: string, column = name): Promise<unknown> {
    if (!db) throw new Error("not connected");
    const { rows } = await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db);
    return rows[0]?.[column];
  }

  it("creates the database file, and its missing parent directories", async () => {
    const file = join(dir, "nested", "deeper", "app.db");
    const connection = connect(`file:${file}`);
    db = connection.db;

    expect(connection.dialect).toBe("sqlite");
    expect((await stat(file)).isFile()).toBe(true);
  });

  it("uses WAL, synchronous=FULL, enforced foreign keys and a busy timeout", async () => {
    db = connect(`file:${join(dir, "app.db")}`).db;

    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // 2 = FULL
    expect(await pragma("foreign_keys")).toBe(1);
    // Writers wait at least a second for a lock instead of failing with SQLITE_BUSY.
    expect(await pragma("busy_timeout", "timeout")).toBeGreaterThanOrEqual(1000);
  });
});

const postgres = databaseTargets.find((target) => target.name === "postgres");

describe.skipIf(!postgres)("connect to PostgreSQL", () => {
  it("puts the requested schema first on the search path", async () => {
    if (!postgres) return;
    const database = await postgres.open();
    try {
      expect(database.dialect).toBe("postgres");
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        database.db,
      );
      expect(rows[0]?.schema).toBe(database.schema);
    } finally {
      await database.close();
    }
  });
});
