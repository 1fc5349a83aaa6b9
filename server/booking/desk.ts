import type { Kysely } from "kysely";
import type { BookingStatus, Database } from "../db/schema";
import { scopeLeads, type Viewer } from "../access/leads";
import { writeAudit } from "../audit/write";

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
}

const columns = [
  "b.id",
  "b.slot_start as start",
  "b.name",
  "b.contact_e164 as contactE164",
  "b.email",
  "b.party_size as partySize",
  "b.locale",
  "b.status",
  "b.lead_id as leadId",
] as const;

/**
 * Visits from `from` up to `to` (UTC instants), in time order, cancelled ones included: those of
 * the leads the viewer may see (server/access/leads.ts).
 */
export async function visitsBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  viewer: Viewer,
): Promise<DeskVisit[]> {
  const rows = await scopeLeads(
    db
      .selectFrom("bookings as b")
      .leftJoin("registrations as r", "r.id", "b.lead_id")
      .select(columns)
      .where("b.slot_start", ">=", from)
      .where("b.slot_start", "<", to)
      .orderBy("b.slot_start")
      .orderBy("b.created_at"),
    viewer,
  ).execute();
  return rows.map((row) => ({ ...row, partySize: Number(row.partySize) }));
}

/** A lead's visits, newest first. */
export async function visitsOfLead(db: Kysely<Database>, leadId: string): Promise<DeskVisit[]> {
  const rows = await db
    .selectFrom("bookings as b")
    .select(columns)
    .where("b.lead_id", "=", leadId)
    .orderBy("b.slot_start", "desc")
    .execute();
  return rows.map((row) => ({ ...row, partySize: Number(row.partySize) }));
}

export type VisitOutcome = "attended" | "no_show";

/**
 * Staff mark a visit attended or no-show (or correct one to the other); a cancelled visit stays
 * cancelled. False when nothing changed.
 */
export async function markVisit(
  db: Kysely<Database>,
  id: string,
  outcome: VisitOutcome,
  staffId: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("bookings")
      .set({ status: outcome, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["booked", outcome === "attended" ? "no_show" : "attended"])
      .returning("id")
      .executeTakeFirst();
    if (!changed) return false;
    await writeAudit(trx, {
      actor: `staff:${staffId}`,
      action: `booking.${outcome}`,
      entity: "booking",
      entityId: id,
      at: now,
    });
    return true;
  });
}
