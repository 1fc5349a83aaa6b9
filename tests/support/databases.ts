import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe } from "vitest";
import { connect, dialectOf, type Connection, type DialectName } from "@/server/db/connect";

/** A connection as the app opens one (Kysely and its driver handle), on its own database. */
export type TestDatabase = Connection & {
  /** The PostgreSQL schema this database lives in; undefined for SQLite. */
  schema: string | undefined;
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
    const connection = connect(`file:${join(dir, "test.db")}`);
    const { db } = connection;
    return {
      ...connection,
      schema: undefined,
      async close() {
        await db.destroy();
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
      // A schema per database keeps parallel test files and parallel runs apart.
      const schema = `t_${randomBytes(8).toString("hex")}`;
      await withAdminClient(url, (client) =>
        client.query(`create schema "${schema}"`).then(() => undefined),
      );
      const connection = connect(url, { searchPath: schema, poolSize: 2 });
      const { db } = connection;
      return {
        ...connection,
        schema,
        async close() {
          try {
            await db.destroy();
          } finally {
            await withAdminClient(url, (client) =>
              client.query(`drop schema if exists "${schema}" cascade`).then(() => undefined),
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

/**
 * Runs `suite` once per database target inside a `describe` named after it. Every test gets its own
 * fresh, empty database through `current()`, closed and removed after the test.
 */
export function forEachDatabase(
  suite: (current: () => TestDatabase, target: DatabaseTarget) => void,
): void {
  describe.each(databaseTargets)("$name", (target) => {
    let database: TestDatabase | undefined;

    beforeEach(async () => {
      database = await target.open();
    });

    afterEach(async () => {
      const closing = database;
      database = undefined;
      await closing?.close();
    });

    suite(() => {
      if (!database) throw new Error("No database is open: call current() inside a test or hook");
      return database;
    }, target);
  });
}
