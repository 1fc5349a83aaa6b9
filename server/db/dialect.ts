import { PostgresAdapter, type QueryExecutor } from "kysely";

/**
 * Set on the adapter of every PostgreSQL connection `connect` makes. The production server holds
 * two copies of Kysely (the one compiled into dist/serve.mjs, which may open the pool first for the
 * outbox worker, and the one in Next.js's server chunks), and a connection made by one is not an
 * `instanceof` the other's PostgresAdapter: PostgreSQL then looked like SQLite to the pages.
 * `Symbol.for` is one symbol across both copies.
 */
export const POSTGRES_MARK = Symbol.for("skyhaven.db.postgres");

/** Whether this connection (or transaction) talks to PostgreSQL rather than SQLite. */
export const isPostgres = (db: { getExecutor(): QueryExecutor }): boolean => {
  const adapter = db.getExecutor().adapter as object;
  return adapter instanceof PostgresAdapter || POSTGRES_MARK in adapter;
};
