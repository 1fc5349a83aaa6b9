import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DialectName = "sqlite" | "postgres";

/**
 * The app's Kysely instance and the driver handle under it: the sign-in limiter
 * (server/limits/database-limiter.ts) counts on the same pool or file, outside Kysely.
 */
export type Connection =
  | { dialect: "sqlite"; db: Kysely<Database>; sqlite: SQLite.Database }
  | { dialect: "postgres"; db: Kysely<Database>; pool: pg.Pool };

export function dialectOf(databaseUrl: string): DialectName {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? "postgres" : "sqlite";
}

/** `file:./data/x.db` → absolute path; `file::memory:` stays in memory. */
export function sqlitePath(databaseUrl: string): string {
  const path = databaseUrl.replace(/^file:/, "");
  return path === ":memory:" ? path : resolve(path);
}

function openSqlite(databaseUrl: string): SQLite.Database {
  const path = sqlitePath(databaseUrl);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers work while a registration commits; FULL makes a commit survive power loss,
  // which is what a 201 promises the buyer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

export interface ConnectOptions {
  /** PostgreSQL schema to use (tests give each run its own). */
  searchPath?: string;
  poolSize?: number;
}

export function connect(databaseUrl: string, options: ConnectOptions = {}): Connection {
  const dialect = dialectOf(databaseUrl);
  if (dialect === "sqlite") {
    const sqlite = openSqlite(databaseUrl);
    return {
      dialect,
      sqlite,
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    };
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // Only when asked: `?options=-c search_path=…` in the URL must not be overridden by undefined.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  return { dialect, pool, db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) };
}
