import { NO_MIGRATIONS, type Kysely, type Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { databaseTargets, forEachDatabase, type TestDatabase } from "@/tests/support/databases";
import { createMigrator, migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import type { Database } from "./schema";

const migrate = (db: Kysely<Database>) => migrateToLatest(db);

const migrationNames = Object.keys(migrations).sort();

// The same migrator migrateToLatest uses, for stepping down.
const migratorFor = (db: Kysely<Database>): Promise<Migrator> => createMigrator(db);

async function tableNames({ db, schema }: TestDatabase): Promise<string[]> {
  const tables = await db.introspection.getTables();
  // PostgreSQL introspection lists every schema; keep only this test's own.
  return tables.filter((table) => table.schema === schema).map((table) => table.name);
}

async function salutationColumns(database: TestDatabase) {
  const tables = await database.db.introspection.getTables();
  const table = tables.find((t) => t.name === "salutations" && t.schema === database.schema);
  return table?.columns.map(({ name, isNullable, hasDefaultValue }) => ({
    name,
    isNullable,
    hasDefaultValue,
  }));
}

describe("migrateToLatest", () => {
  forEachDatabase((current) => {
    it("applies every migration, in name order, to an empty database", async () => {
      const database = current();
      expect(await tableNames(database)).not.toContain("salutations");

      expect(await migrate(database.db)).toEqual(migrationNames);
      expect(await tableNames(database)).toContain("salutations");
    });

    it("applies nothing and does not fail when run again", async () => {
      const { db } = current();
      await migrate(db);

      await expect(migrate(db)).resolves.toEqual([]);
      const executed = (await (await migratorFor(db)).getMigrations()).filter(
        (m) => m.executedAt !== undefined,
      );
      expect(executed.map((m) => m.name)).toEqual(migrationNames);
    });

    it("creates the salutations table with its columns, data columns required, active defaulting", async () => {
      const database = current();
      await migrate(database.db);

      const columns = await salutationColumns(database);
      expect(columns).toEqual(
        expect.arrayContaining([
          // SQLite reports an INTEGER PRIMARY KEY (rowid alias) as nullable, so only its presence is checked.
          expect.objectContaining({ name: "id", hasDefaultValue: false }),
          { name: "code", isNullable: false, hasDefaultValue: false },
          { name: "label_en", isNullable: false, hasDefaultValue: false },
          { name: "label_zh", isNullable: false, hasDefaultValue: false },
          { name: "label_ms", isNullable: false, hasDefaultValue: false },
          { name: "sort_order", isNullable: false, hasDefaultValue: false },
          { name: "active", isNullable: false, hasDefaultValue: true },
        ]),
      );
      expect(columns).toHaveLength(7);
    });

    it("makes a new salutation active by default and rejects a duplicate code", async () => {
      const { db } = current();
      await migrate(db);
      const row = {
        code: "mr",
        label_en: "Mr",
        label_zh: "先生",
        label_ms: "Encik",
        sort_order: 1,
      };

      await db
        .insertInto("salutations")
        .values({ id: 1, ...row })
        .execute();
      const inserted = await db
        .selectFrom("salutations")
        .select(["id", "active"])
        .executeTakeFirstOrThrow();
      expect(inserted).toEqual({ id: 1, active: 1 });

      await expect(
        db
          .insertInto("salutations")
          .values({ id: 2, ...row })
          .execute(),
      ).rejects.toThrow();
      const ids = await db.selectFrom("salutations").select("id").execute();
      expect(ids).toEqual([{ id: 1 }]);
    });

    it("rolls back every migration in reverse order, then applies them all again", async () => {
      const database = current();
      const { db } = database;
      await migrate(db);
      const migrator = await migratorFor(db);

      const rolledBack: string[] = [];
      for (;;) {
        const { error, results } = await migrator.migrateDown();
        expect(error).toBeUndefined();
        if (!results || results.length === 0) break;
        for (const result of results) {
          expect(result).toMatchObject({ direction: "Down", status: "Success" });
          rolledBack.push(result.migrationName);
        }
      }
      expect(rolledBack).toEqual([...migrationNames].reverse());
      expect(await tableNames(database)).not.toContain("salutations");

      expect(await migrate(db)).toEqual(migrationNames);
      expect(await tableNames(database)).toContain("salutations");
      expect(await salutationColumns(database)).toHaveLength(7);
    });

    it("rolls back to NO_MIGRATIONS in one call and leaves no application tables", async () => {
      const database = current();
      await migrate(database.db);

      const { error, results } = await (await migratorFor(database.db)).migrateTo(NO_MIGRATIONS);
      expect(error).toBeUndefined();
      expect(results?.map((r) => r.migrationName)).toEqual([...migrationNames].reverse());
      expect(await tableNames(database)).toEqual([]);
    });
  });
});

const postgres = databaseTargets.find((target) => target.name === "postgres");

describe.skipIf(!postgres)(
  "migrateToLatest on a PostgreSQL server shared by several schemas",
  () => {
    it("migrates its own schema even when another schema on the server is already migrated", async () => {
      if (!postgres) return;
      const other = await postgres.open();
      try {
        await migrate(other.db);
        const own = await postgres.open();
        try {
          expect(await migrate(own.db)).toEqual(migrationNames);
          expect(await tableNames(own)).toContain("salutations");
          expect(await migrate(own.db)).toEqual([]);
        } finally {
          await own.close();
        }
      } finally {
        await other.close();
      }
    });
  },
);
