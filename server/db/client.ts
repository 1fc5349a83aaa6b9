import "server-only";
import { env } from "../env";
import { onShutdown } from "../lifecycle/shutdown";
import { connect, type Connection } from "./connect";

// One pool per server process; the global survives hot reloads in development.
const globalForDb = globalThis as typeof globalThis & { skyhavenDb?: Connection };

export function getConnection(): Connection {
  if (!globalForDb.skyhavenDb) {
    const connection = connect(env.DATABASE_URL);
    globalForDb.skyhavenDb = connection;
    onShutdown("resources", () => connection.db.destroy());
  }
  return globalForDb.skyhavenDb;
}

export function getDb() {
  return getConnection().db;
}
