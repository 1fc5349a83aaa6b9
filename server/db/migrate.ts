import { Migrator, PostgresAdapter, sql, type Kysely, type MigrationResult } from "kysely";
import { migrations } from "./migrations";

export class MigrationError extends Error {}

/**
 * Kysely looks for its bookkeeping tables in every schema of the server, so a second schema on a
 * shared PostgreSQL (a test run, a staging copy) would skip creating its own. Pin them to ours.
 */
async function migrationTableSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchema(db),
  });
}

/**
 * Kysely checks for its tables by listing every table of the server; a schema dropped by another
 * process during that listing (parallel test runs, a staging copy removed) fails it with "relation
 * does not exist" before anything ran. That, and only that, is worth another try.
 */
const isIntrospectionRace = (error: unknown, results: MigrationResult[] | undefined) =>
  (error as { code?: unknown } | undefined)?.code === "42P01" && !results?.length;

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  let outcome = await (await createMigrator(db)).migrateToLatest();
  for (let retry = 0; retry < 3 && isIntrospectionRace(outcome.error, outcome.results); retry++) {
    outcome = await (await createMigrator(db)).migrateToLatest();
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === "Error");
    const what = failed ? `Migration ${failed.migrationName} failed` : "Migrations could not run";
    throw new MigrationError(`${what}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
