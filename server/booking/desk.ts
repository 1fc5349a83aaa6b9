import type { Kysely } from "kysely";
import { visitAdvancesFrom, type LeadStatus } from "@/lib/leads/statuses";
import { formatClock, formatDay, malaysiaDay } from "@/lib/time/malaysia";
import { scopeLeads, type Viewer } from "../access/leads";
import { writeAudit } from "../audit/write";
import type { BookingStatus, Database } from "../db/schema";
import { guardedSet, recordStaffEvent, type Actor } from "../leads/staff-event";
import { isOpenLead } from "../leads/update";
import { recordVisitStep } from "./visit-event";

export interface DeskVisit {
  id: string;
  start: string;
  name: string;
  contactE164: string;
  email: string;
  partySize: number;
  locale: string;
  status: BookingStatus;
  leadId: string | null;
  /** Who works the visitor's lead; null when unassigned (or no lead). */
  ownerId: string | null;
  ownerName: string | null;
}

/** Visits with their lead's owner: the booking's own columns, the owner through the lead. */
const visitRows = (db: Kysely<Database>) =>
  db
    .selectFrom("bookings as b")
    .leftJoin("registrations as r", "r.id", "b.lead_id")
    .leftJoin("staff_users as o", "o.id", "r.owner_id")
    .select([
      "b.id",
      "b.slot_start as start",
      "b.name",
      "b.contact_e164 as contactE164",
      "b.email",
      "b.party_size as partySize",
      "b.locale",
      "b.status",
      "b.lead_id as leadId",
      "r.owner_id as ownerId",
      "o.name as ownerName",
    ]);

type VisitRow = Awaited<ReturnType<ReturnType<typeof visitRows>["execute"]>>[number];
const toVisit = (row: VisitRow): DeskVisit => ({
  ...row,
  partySize: Number(row.partySize),
  ownerId: row.ownerId ?? null,
  ownerName: row.ownerId ? (row.ownerName ?? "a former account") : null,
});

/**
 * Visits from `from` up to `to` (UTC instants), in time order, cancelled ones included: those of
 * the leads the viewer may see (server/access/leads.ts); with `ownerId`, only the visits of that
 * salesperson's leads.
 */
export async function visitsBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  viewer: Viewer,
  { ownerId }: { ownerId?: string } = {},
): Promise<DeskVisit[]> {
  let query = scopeLeads(visitRows(db), viewer)
    .where("b.slot_start", ">=", from)
    .where("b.slot_start", "<", to);
  if (ownerId) query = query.where("r.owner_id", "=", ownerId);
  const rows = await query.orderBy("b.slot_start").orderBy("b.created_at").execute();
  return rows.map(toVisit);
}

/** A lead's visits, newest first. */
export async function visitsOfLead(db: Kysely<Database>, leadId: string): Promise<DeskVisit[]> {
  const rows = await visitRows(db)
    .where("b.lead_id", "=", leadId)
    .orderBy("b.slot_start", "desc")
    .execute();
  return rows.map(toVisit);
}

export type VisitOutcome = "attended" | "no_show";

export type MarkVisitResult =
  | { outcome: "marked" }
  /** Already marked so, or cancelled: nothing changed. */
  | { outcome: "unchanged" }
  /** The visit has not started yet: it cannot be attended or missed. */
  | { outcome: "early"; start: string }
  | { outcome: "missing" };

/**
 * Staff mark a visit attended or no-show (or correct one to the other); a cancelled visit stays
 * cancelled, and a visit that has not begun cannot be marked (the UPDATE checks its start against
 * `now`). Attended counts as contact with the buyer (a "Met at sales gallery" entry in the lead's
 * timeline, so Last contact and the response times see it) and moves the lead forward to Visited
 * (visitAdvancesFrom: not back from Booked, not out of spam). All in one transaction.
 */
export async function markVisit(
  db: Kysely<Database>,
  id: string,
  outcome: VisitOutcome,
  actor: Actor,
  now = new Date(),
): Promise<MarkVisitResult> {
  return db.transaction().execute(async (trx): Promise<MarkVisitResult> => {
    const changed = await trx
      .updateTable("bookings")
      .set({ status: outcome, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["booked", outcome === "attended" ? "no_show" : "attended"])
      .where("slot_start", "<=", now.toISOString())
      .returning(["id", "lead_id", "slot_start"])
      .executeTakeFirst();
    if (!changed) {
      const visit = await trx
        .selectFrom("bookings")
        .select(["status", "slot_start"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!visit) return { outcome: "missing" };
      const open = visit.status !== "cancelled" && visit.status !== outcome;
      return open && visit.slot_start > now.toISOString()
        ? { outcome: "early", start: visit.slot_start }
        : { outcome: "unchanged" };
    }
    await writeAudit(trx, {
      actor: `staff:${actor.id}`,
      action: `booking.${outcome}`,
      entity: "booking",
      entityId: id,
      at: now,
    });
    const leadId = changed.lead_id;
    if (!leadId || !(await isOpenLead(trx, leadId))) return { outcome: "marked" };
    const when = `${formatDay(malaysiaDay(changed.slot_start))}, ${formatClock(changed.slot_start)}`;
    if (outcome === "no_show") {
      await recordVisitStep(trx, leadId, "no_show", { start: changed.slot_start }, actor);
      return { outcome: "marked" };
    }
    await recordStaffEvent(trx, leadId, actor, {
      kind: "contact",
      action: "lead.contact_outcome",
      fields: { outcome: "met_at_gallery", note: `Booked visit of ${when} attended.` },
      details: { outcome: "met_at_gallery", booking: id },
    });
    const lead = await trx
      .selectFrom("registrations")
      .select("status")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    const from = lead.status as LeadStatus;
    if (visitAdvancesFrom.some((status) => status === from)) {
      // Only from the status just read (one conditional UPDATE): a change made meanwhile wins.
      const set = await guardedSet<LeadStatus>(trx, leadId, "status", "visited", from);
      if (set.outcome === "changed")
        await recordStaffEvent(trx, leadId, actor, {
          kind: "status",
          action: "lead.status",
          fields: { from_status: from, to_status: "visited" },
          details: { from, to: "visited", booking: id },
        });
    }
    return { outcome: "marked" };
  });
}
