import "server-only";
import { sql } from "kysely";
import { getDb } from "./db/client";

/** True when the database answers a trivial query within the timeout. */
export async function databaseIsUp(timeoutMs = 2000): Promise<boolean> {
  const probe = sql`select 1`.execute(getDb()).then(() => true);
  const timeout = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), timeoutMs).unref(),
  );
  return Promise.race([probe, timeout]).catch(() => false);
}
