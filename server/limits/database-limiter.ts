import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import {
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Connection } from "../db/connect";
import type { Database } from "../db/schema";

/** Created by migration 009 with the columns rate-limiter-flexible's SQL stores expect. */
export const LIMITS_TABLE = "staff_sign_in_limits";

export interface DatabaseLimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds a count lives from its first point. */
  duration: number;
  /** Seconds a key stays refused once it goes over `points`. */
  blockDuration: number;
}

/**
 * A limiter counting in the site's database, each change one atomic upsert: PostgreSQL's
 * `insert … on conflict do update … returning`, SQLite's in a better-sqlite3 transaction.
 */
export function databaseLimiter(
  connection: Connection,
  options: DatabaseLimiterOptions,
): RateLimiterAbstract {
  const common = { ...options, tableName: LIMITS_TABLE, tableCreated: true };
  if (connection.dialect === "postgres") {
    return new RateLimiterPostgres({ ...common, storeClient: connection.pool });
  }
  return new KyselyQueuedSQLiteLimiter(
    { ...common, storeClient: connection.sqlite, storeType: "better-sqlite3" },
    connection.db,
    connection.sqlite,
  );
}

type SQLiteOptions = ConstructorParameters<typeof RateLimiterSQLite>[0];

// Not in the library's types; called by its five-minute timer to delete rows an hour past expiry.
const clearExpiredRows = (
  RateLimiterSQLite.prototype as unknown as {
    clearExpired(this: RateLimiterSQLite, before: number): Promise<void>;
  }
).clearExpired;

/**
 * SQLite has one connection, shared with Kysely. Kysely keeps it for the whole of a transaction,
 * across awaits; a limiter write in between would join that transaction and vanish if it rolled
 * back. So each limiter statement takes its turn on Kysely's connection like any other query.
 * (Never call these limits inside a Kysely transaction: they would wait for it forever.)
 */
class KyselyQueuedSQLiteLimiter extends RateLimiterSQLite {
  readonly #db: Kysely<Database>;
  readonly #sqlite: SQLite.Database;
  #release: (() => void) | undefined;

  constructor(options: SQLiteOptions, db: Kysely<Database>, sqlite: SQLite.Database) {
    super({ ...options, clearExpiredByTimeout: true });
    this.#db = db;
    this.#sqlite = sqlite;
  }

  // rate-limiter-flexible 11.4 gets and releases the store's connection around every statement
  // through these two methods (as it does for a knex pool); its statements then run synchronously.
  _getConnection(): Promise<SQLite.Database> {
    return new Promise((resolve, reject) => {
      this.#db
        .connection()
        .execute(
          () =>
            new Promise<void>((release) => {
              this.#release = release;
              resolve(this.#sqlite);
            }),
        )
        .catch(reject);
    });
  }

  _releaseConnection(): void {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  // The library's timer does not catch a failed delete; an expired row left over is harmless.
  clearExpired(before: number): Promise<void> {
    return clearExpiredRows.call(this, before).catch(() => undefined);
  }
}
