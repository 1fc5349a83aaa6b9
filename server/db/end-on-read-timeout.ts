import type pg from "pg";

const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === "Query read timeout";

/**
 * pg fails a statement that got no answer within `query_timeout` but keeps its connection, and the
 * next statement on it (the transaction's ROLLBACK) waits behind the unanswered one: a stalled
 * database held a buyer for twice the timeout, or until it came back. Ending the connection at the
 * timeout fails that ROLLBACK at once, the pool drops the client, and PostgreSQL rolls the
 * transaction back when it sees the connection go.
 */
export function endOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const guarded = (...args: unknown[]) => {
    const result = query(...args);
    // Runs before the caller's own handler, so the caller's next statement finds it ended.
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isReadTimeout(error)) client.end().catch(() => undefined);
      });
    }
    return result;
  };
  Object.assign(client, { query: guarded });
}
