import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { connect, dialectOf, type Connection, type DialectName } from "@/server/db/connect";
import type { Database } from "@/server/db/schema";

// The test databases without a test runner: Vitest uses them through forEachDatabase
// (databases.ts), Playwright specs that start their own servers use them directly.

/** A connection as the app opens one (Kysely and its driver handle), on its own database. */
export type TestDatabase = Connection & {
  /** The PostgreSQL schema this database lives in; undefined for SQLite. */
  schema: string | undefined;
  /** A DATABASE_URL that opens this same database, for a child process. */
  url: string;
  /** Another connection (pool) to the same database, as a second app instance would open it. */
  connectAgain(): Kysely<Database>;
  /** Destroys the connection and removes the database (temp directory or schema). */
  close(): Promise<void>;
};

export interface DatabaseTarget {
  name: DialectName;
  /** Opens a new, empty database that nothing else uses. */
  open(): Promise<TestDatabase>;
}

const sqliteTarget: DatabaseTarget = {
  name: "sqlite",
  async open() {
    const dir = await mkdtemp(join(tmpdir(), "skyhaven-test-"));
    const url = `file:${join(dir, "test.db")}`;
    const connection = connect(url);
    const { db } = connection;
    const others: Kysely<Database>[] = [];
    return {
      ...connection,
      schema: undefined,
      url,
      connectAgain() {
        const other = connect(url).db;
        others.push(other);
        return other;
      },
      async close() {
        await Promise.all([db, ...others].map((one) => one.destroy()));
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

function postgresTarget(url: string): DatabaseTarget {
  return {
    name: "postgres",
    async open() {
      // A schema per database keeps parallel test files and parallel runs apart; TEST_SCHEMA_PREFIX
      // names whose runs they are, on a PostgreSQL several people share.
      const prefix = /^[a-z][a-z0-9_]{0,20}$/.test(process.env.TEST_SCHEMA_PREFIX ?? "")
        ? process.env.TEST_SCHEMA_PREFIX
        : "t";
      const schema = `${prefix}_${randomBytes(8).toString("hex")}`;
      await withAdminClient(url, (client) =>
        client.query(`create schema "${schema}"`).then(() => undefined),
      );
      const connection = connect(url, { searchPath: schema, poolSize: 2 });
      const { db } = connection;
      const others: Kysely<Database>[] = [];
      const options = encodeURIComponent(`-c search_path=${schema}`);
      return {
        ...connection,
        schema,
        url: `${url}${url.includes("?") ? "&" : "?"}options=${options}`,
        connectAgain() {
          const other = connect(url, { searchPath: schema, poolSize: 10 }).db;
          others.push(other);
          return other;
        },
        async close() {
          try {
            await Promise.all([db, ...others].map((one) => one.destroy()));
          } finally {
            await withAdminClient(url, (client) =>
              // The CMS keeps its tables beside the site's, in `<schema>_cms` (server/cms/database.ts).
              client
                .query(
                  `drop schema if exists "${schema}" cascade; drop schema if exists "${schema}_cms" cascade`,
                )
                .then(() => undefined),
            );
          }
        },
      };
    },
  };
}

function configuredTargets(): DatabaseTarget[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return [sqliteTarget];
  if (dialectOf(url) !== "postgres") {
    throw new Error("TEST_DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  return [sqliteTarget, postgresTarget(url)];
}

/** Always SQLite; PostgreSQL too when TEST_DATABASE_URL is set. Usable with `describe.each`. */
export const databaseTargets: readonly DatabaseTarget[] = configuredTargets();
