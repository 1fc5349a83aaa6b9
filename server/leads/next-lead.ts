import type { Kysely } from "kysely";
import type { ScopedLeadFilter } from "../access/leads";
import type { Database } from "../db/schema";
import { decodeCursor, encodeCursor } from "./cursor";
import { beyond, leadOrder, orderValue } from "./order";
import { filteredLeads } from "./query";

export interface NextLead {
  id: string;
  /** Its place in the view, for the link after it. */
  position: string;
}

/**
 * The lead after `position` in a view of the lead list, in the list's own order; null at the end.
 * The position is where the lead stood when the list (or the previous "Next lead") was opened,
 * so a lead that left the view meanwhile (a follow-up moved to next week) still continues the
 * walk where it was. Without a readable position, the walk continues from the lead as it is now.
 */
export async function nextLead(
  db: Kysely<Database>,
  filter: ScopedLeadFilter,
  current: { id: string; position?: string },
): Promise<NextLead | null> {
  const order = leadOrder(filter);
  let key = current.position ? decodeCursor(current.position) : null;
  if (!key || key.id !== current.id) {
    const row = await db
      .selectFrom("registrations")
      .select(["latest_at", "follow_up_on"])
      .where("id", "=", current.id)
      .executeTakeFirst();
    if (!row) return null;
    key = { at: orderValue(order, row), id: current.id };
  }
  const after = key;
  const row = await filteredLeads(db, filter)
    .select(["r.id", "r.latest_at", "r.follow_up_on"])
    .where((eb) => beyond(eb, order, after, "after"))
    .where("r.id", "<>", current.id)
    .orderBy(`r.${order.column}`, order.direction)
    .orderBy("r.id", order.direction)
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, position: encodeCursor(orderValue(order, row), row.id) } : null;
}
