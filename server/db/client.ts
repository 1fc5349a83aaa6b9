import "server-only";
import { env } from "../env";
import { connect, type Connection } from "./connect";

// One pool per server process; the global survives hot reloads in development.
const globalForDb = globalThis as typeof globalThis & { skyhavenDb?: Connection };

export function getConnection(): Connection {
  globalForDb.skyhavenDb ??= connect(env.DATABASE_URL);
  return globalForDb.skyhavenDb;
}

export function getDb() {
  return getConnection().db;
}
