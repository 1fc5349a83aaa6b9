import { postgresAdapter } from "@payloadcms/db-postgres";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import path from "node:path";
import type { DatabaseAdapterObj } from "payload";

/**
 * The CMS keeps its content in the site's own database: on PostgreSQL in its own schema
 * (`cms`, or `<test schema>_cms` for a test run), on SQLite in the same file as the desk, its
 * tables named `cms_*` and `payload_*`. Its tables change only through its migrations
 * (server/cms/migrations/<dialect>), run by `npm run db:migrate`.
 */
export function cmsDatabase(databaseUrl: string): DatabaseAdapterObj {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return postgresAdapter({
      pool: { connectionString: databaseUrl, max: 5, connectionTimeoutMillis: 5000 },
      schemaName: cmsSchema(databaseUrl),
      push: false,
      migrationDir: path.resolve("server/cms/migrations/postgres"),
    });
  }
  const file = path.resolve(databaseUrl.replace(/^file:/, ""));
  return sqliteAdapter({
    client: { url: `file:${file}` },
    push: false,
    migrationDir: path.resolve("server/cms/migrations/sqlite"),
  });
}

/** `cms`, or `<schema>_cms` beside a schema the URL picks (`?options=-c search_path=<schema>`). */
export function cmsSchema(databaseUrl: string): string {
  const options = new URL(databaseUrl).searchParams.get("options") ?? "";
  const schema = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  return schema && schema !== "public" ? `${schema}_cms` : "cms";
}
