import { sql, type MigrateUpArgs } from "@payloadcms/db-postgres";

/**
 * Payload writes its PostgreSQL migrations for the schema named when they were made (`cms`);
 * a test run or a staging copy keeps the CMS in a schema of its own (server/cms/database.ts).
 * The migrations' SQL goes through this, which puts it in the schema the adapter uses.
 */
export function inSchema(payload: MigrateUpArgs["payload"], statements: string) {
  const schema = (payload.db as unknown as { schemaName?: string }).schemaName || "cms";
  return sql.raw(
    `CREATE SCHEMA IF NOT EXISTS "${schema}";\n` + statements.replaceAll('"cms".', `"${schema}".`),
  );
}
