import { DeadlineExceeded } from "../registrations/deadline";
import { metrics, type DatabaseErrorKind } from "./registry";

/** Network-level failures: the database (or the way to it) is gone, not slow. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // PostgreSQL: the server shut down or ended this connection.
  "57P01",
  "57P02",
  "57P03",
]);

/**
 * What kind of database failure `error` is: no answer in time (our deadline, pg's read timeout,
 * PostgreSQL's statement timeout, SQLite's busy wait), no connection, or anything else.
 */
export function databaseErrorKind(error: unknown): DatabaseErrorKind {
  if (error instanceof DeadlineExceeded) return "timeout";
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === "string" ? message : "";
  const name = typeof code === "string" ? code : "";
  if (name === "57014" || name.startsWith("SQLITE_BUSY") || text === "Query read timeout")
    return "timeout";
  if (CONNECTION_CODES.has(name) || name.startsWith("08")) return "connection";
  if (/connection terminated|connection error|trying to connect|not queryable/i.test(text))
    return "connection";
  return "other";
}

/** Counts a failed database operation in skyhaven_database_errors_total. */
export function countDatabaseError(error: unknown): void {
  metrics().databaseErrors.inc({ kind: databaseErrorKind(error) });
}
