import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** People whose latest registration is newer than `since` (all people when null). */
export async function countLeadActivitySince(
  db: Kysely<Database>,
  since: string | null,
): Promise<number> {
  let query = db
    .selectFrom("registrations")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("duplicate_of", "is", null);
  if (since) query = query.where("latest_at", ">", since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
