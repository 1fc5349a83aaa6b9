import type { Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import type { Database } from "../db/schema";
import { filteredLeads } from "./query";

/**
 * People the list with this filter shows whose latest registration is newer than `since` (all
 * of them when null). The same query as the list, so the live counter never counts a registration
 * the view would not show.
 */
export async function countLeadActivitySince(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  since: string | null,
): Promise<number> {
  let query = filteredLeads(db, filter);
  if (since) query = query.where("r.latest_at", ">", since);
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
