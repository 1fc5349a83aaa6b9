import { Migrator, sql, type Kysely, type MigrationResult, type MigrationResultSet } from "kysely";
import { isPostgres } from "./dialect";
import { migrations } from "./migrations";

export class MigrationError extends Error {}

/**
 * Kysely looks for its bookkeeping tables in every schema of the server, so a second schema on a
 * shared PostgreSQL (a test run, a staging copy) would skip creating its own. Pin them to ours.
 */
async function migrationTableSchema<DB>(db: Kysely<DB>): Promise<string | undefined> {
  if (!isPostgres(db)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Kysely checks for its tables by listing every table of the server; a schema dropped or altered by
 * another process during that listing (parallel test runs, a staging copy removed) fails it with
 * "relation", "schema" or "column … does not exist" (the listing asks each column for its serial
 * sequence) before any migration ran. That, and only that, is worth another try.
 */
const isIntrospectionRace = ({ error, results }: MigrationResultSet) =>
  ["42P01", "3F000", "42703"].includes(String((error as { code?: unknown } | undefined)?.code)) &&
  !results?.length;

class RetryingMigrator extends Migrator {
  private async retried(run: () => Promise<MigrationResultSet>): Promise<MigrationResultSet> {
    let outcome = await run();
    for (let retry = 0; retry < 3 && isIntrospectionRace(outcome); retry++) outcome = await run();
    return outcome;
  }
  override migrateToLatest() {
    return this.retried(() => super.migrateToLatest());
  }
  override migrateTo(target: Parameters<Migrator["migrateTo"]>[0]) {
    return this.retried(() => super.migrateTo(target));
  }
  override migrateUp() {
    return this.retried(() => super.migrateUp());
  }
  override migrateDown() {
    return this.retried(() => super.migrateDown());
  }
}

export async function createMigrator<DB>(db: Kysely<DB>): Promise<Migrator> {
  return new RetryingMigrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationTableSchema(db),
  });
}

/** Applies every pending migration; returns the names applied. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const { error, results } = await (await createMigrator(db)).migrateToLatest();
  if (error) {
    const failed = results?.find((result: MigrationResult) => result.status === "Error");
    const what = failed ? `Migration ${failed.migrationName} failed` : "Migrations could not run";
    throw new MigrationError(`${what}: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Migrations this code knows that the database has not had yet (empty: the schema is current). */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const known = await (await createMigrator(db)).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
