import { closeSync, mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { endOnReadTimeout } from "./end-on-read-timeout";
import type { Database } from "./schema";
import { POSTGRES_MARK } from "./dialect";
import { immediateSqliteDialect } from "./sqlite-dialect";

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
  if (path !== ":memory:") {
    // Buyers' personal data: a new folder and database are the owner's alone (0700 / 0600); SQLite
    // gives its -wal and -shm files the database file's mode.
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    closeSync(openSync(path, "a", 0o600));
  }
  const sqlite = new SQLite(path);
  // WAL lets readers work while a registration commits; FULL makes a commit survive power loss,
  // which is what a 201 promises the buyer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  // Another process holding the write lock (a second instance, a backup) makes us wait this long,
  // then the request gets a 503 rather than hanging.
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

export interface ConnectOptions {
  /** PostgreSQL schema to use (tests give each run its own). */
  searchPath?: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long one statement may run, and how long we wait for any answer, before the
   * request fails (and the buyer gets a 503 instead of a hang). 0 turns both off (migrations).
   */
  statementTimeoutMs?: number;
}

/** A stalled database becomes an answer within about five seconds. */
const STATEMENT_TIMEOUT_MS = 5000;

export function connect(databaseUrl: string, options: ConnectOptions = {}): Connection {
  const dialect = dialectOf(databaseUrl);
  if (dialect === "sqlite") {
    const sqlite = openSqlite(databaseUrl);
    return {
      dialect,
      sqlite,
      db: new Kysely<Database>({ dialect: immediateSqliteDialect({ database: sqlite }) }),
    };
  }
  const timeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    // The server ends a statement that runs too long; the client gives up on a server that stopped
    // answering at all (a stalled or partitioned database never sends that error).
    ...(timeout ? { statement_timeout: timeout, query_timeout: timeout + 1000 } : {}),
    // A transaction left open by a crashed client must not hold a person's keys locked for long.
    idle_in_transaction_session_timeout: 15_000,
    keepAlive: true,
    // Only when asked: `?options=-c search_path=…` in the URL must not be overridden by undefined.
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  if (timeout) pool.on("connect", endOnReadTimeout);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Transactions share this adapter object, so they carry the mark too (see dialect.ts).
  Object.defineProperty(db.getExecutor().adapter, POSTGRES_MARK, { value: true });
  return { dialect, pool, db };
}
