import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { nextEventTime } from "../leads/event-time";

export type VisitStep = "booked" | "rescheduled" | "cancelled" | "no_show";

/**
 * A step of a sales gallery visit in its lead's timeline, within the caller's transaction. The
 * buyer's own steps (booked, moved, cancelled on the booking page) have no staff actor, so they
 * do not count as the desk touching the lead; a no-show marked by staff names them. An attended
 * visit is a contact instead (markVisit).
 */
export async function recordVisitStep(
  trx: Kysely<Database>,
  leadId: string | null,
  step: VisitStep,
  visit: { start: string; from?: string },
  actor?: { id: string; name: string },
): Promise<void> {
  if (!leadId) return;
  await trx
    .insertInto("lead_events")
    .values({
      id: randomUUID(),
      registration_id: leadId,
      at: await nextEventTime(trx, leadId),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? "Booking page",
      kind: "visit",
      from_status: null,
      to_status: step,
      note: null,
      from_date: visit.from ?? null,
      to_date: visit.start,
    })
    .execute();
}
