import "server-only";
import { sql } from "kysely";
import { getDb } from "./db/client";
import { countDatabaseError } from "./metrics/database-errors";
import { withDeadline } from "./registrations/deadline";

/** True when the database answers a trivial query within the timeout. */
export async function databaseIsUp(timeoutMs = 2000): Promise<boolean> {
  try {
    await withDeadline(sql`select 1`.execute(getDb()), timeoutMs);
    return true;
  } catch (error) {
    countDatabaseError(error);
    return false;
  }
}
