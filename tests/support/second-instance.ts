import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import type { TestDatabase } from "./database-targets";

/**
 * What a second app instance would write through, for tests that race two writers inside this
 * process. PostgreSQL: another pool. SQLite: the same connection, because better-sqlite3 waits for
 * a lock synchronously, so a second connection in this process would block the event loop that the
 * first needs to commit (two real instances are two processes, which `begin immediate` queues).
 */
export function secondInstance(database: TestDatabase): Kysely<Database> {
  return database.dialect === "postgres" ? database.connectAgain() : database.db;
}
