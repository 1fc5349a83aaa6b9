import type { Kysely } from "kysely";
import { buyerFor, type Viewer } from "../access/leads";
import type { ClaimStage, Database } from "../db/schema";

/** The buyer's name as the viewer may see it, and whether their lead may be opened. */
function visibleBuyer(
  viewer: Viewer,
  row: { owner_id: string | null; full_name: string; erased_at: string | null },
): { buyer: string; buyerVisible: boolean } {
  const { name, visible } = buyerFor(viewer, {
    ownerId: row.owner_id,
    name: row.full_name,
    erased: row.erased_at !== null,
  });
  return { buyer: name, buyerVisible: visible };
}

export interface ConsoleClaim {
  id: string;
  unitId: string;
  typeCode: string;
  listPrice: number;
  leadId: string;
  /** The buyer's name, or "A colleague's buyer" where the viewer may not see the lead. */
  buyer: string;
  /** Whether the viewer may open the buyer's lead (server/access/leads.ts). */
  buyerVisible: boolean;
  salesperson: string | null;
  staffId: string;
  agent: string | null;
  stage: ClaimStage;
  heldAt: string;
  expiresAt: string;
  fee: number | null;
  feeMethod: string | null;
  feeReference: string | null;
  bookedAt: string | null;
  soldOn: string | null;
  fromWaitlist: boolean;
}

/** Standing claims in the given stages, oldest first (holds: soonest to lapse first). */
export async function standingClaims(
  db: Kysely<Database>,
  viewer: Viewer,
  stages: readonly ClaimStage[],
  limit = 500,
): Promise<ConsoleClaim[]> {
  const rows = await db
    .selectFrom("unit_claims as c")
    .innerJoin("units as u", "u.id", "c.unit_id")
    .innerJoin("registrations as r", "r.id", "c.lead_id")
    .leftJoin("staff_users as s", "s.id", "c.staff_id")
    .select([
      "c.id",
      "c.unit_id",
      "u.type_code",
      "u.list_price",
      "c.lead_id",
      "r.full_name",
      "r.erased_at",
      "r.owner_id",
      "s.name as staff_name",
      "c.staff_id",
      "c.agent",
      "c.stage",
      "c.held_at",
      "c.expires_at",
      "c.fee",
      "c.fee_method",
      "c.fee_reference",
      "c.booked_at",
      "c.sold_on",
      "c.waitlist_id",
    ])
    .where("c.active", "=", 1)
    .where("c.stage", "in", stages)
    .orderBy("c.expires_at")
    .orderBy("c.held_at")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    unitId: row.unit_id,
    typeCode: row.type_code,
    listPrice: Number(row.list_price),
    leadId: row.lead_id,
    ...visibleBuyer(viewer, row),
    salesperson: row.staff_name,
    staffId: row.staff_id,
    agent: row.agent,
    stage: row.stage,
    heldAt: row.held_at,
    expiresAt: row.expires_at,
    fee: row.fee === null ? null : Number(row.fee),
    feeMethod: row.fee_method,
    feeReference: row.fee_reference,
    bookedAt: row.booked_at,
    soldOn: row.sold_on,
    fromWaitlist: row.waitlist_id !== null,
  }));
}

/** A lead's claims on units, standing or ended, newest first (the lead's page). */
export async function claimsOfLead(db: Kysely<Database>, leadId: string) {
  const rows = await db
    .selectFrom("unit_claims as c")
    .innerJoin("units as u", "u.id", "c.unit_id")
    .leftJoin("staff_users as s", "s.id", "c.staff_id")
    .select([
      "c.id",
      "c.unit_id",
      "u.type_code",
      "u.list_price",
      "c.stage",
      "c.active",
      "c.held_at",
      "c.expires_at",
      "c.fee",
      "c.fee_method",
      "c.sold_on",
      "c.ended_at",
      "c.end_reason",
      "c.agent",
      "s.name as staff_name",
    ])
    .where("c.lead_id", "=", leadId)
    .orderBy("c.held_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    unitId: row.unit_id,
    typeCode: row.type_code,
    listPrice: Number(row.list_price),
    stage: row.stage,
    standing: row.active === 1 || Number(row.active) === 1,
    heldAt: row.held_at,
    expiresAt: row.expires_at,
    fee: row.fee === null ? null : Number(row.fee),
    feeMethod: row.fee_method,
    soldOn: row.sold_on,
    endedAt: row.ended_at,
    endReason: row.end_reason,
    agent: row.agent,
    salesperson: row.staff_name,
  }));
}

export type LeadClaim = Awaited<ReturnType<typeof claimsOfLead>>[number];

export interface WaitlistLine {
  typeCode: string;
  waiting: {
    id: string;
    leadId: string;
    buyer: string;
    buyerVisible: boolean;
    since: string;
    salesperson: string | null;
  }[];
}

/** Everyone waiting, by unit type, first in line first. */
export async function waitlists(db: Kysely<Database>, viewer: Viewer): Promise<WaitlistLine[]> {
  const rows = await db
    .selectFrom("unit_waitlist as w")
    .innerJoin("registrations as r", "r.id", "w.lead_id")
    .leftJoin("staff_users as s", "s.id", "w.staff_id")
    .select([
      "w.id",
      "w.type_code",
      "w.lead_id",
      "w.created_at",
      "r.full_name",
      "r.erased_at",
      "r.owner_id",
      "s.name as staff_name",
    ])
    .where("w.state", "=", "waiting")
    .orderBy("w.type_code")
    .orderBy("w.created_at")
    .execute();
  const lines = new Map<string, WaitlistLine>();
  for (const row of rows) {
    const line = lines.get(row.type_code) ?? { typeCode: row.type_code, waiting: [] };
    line.waiting.push({
      id: row.id,
      leadId: row.lead_id,
      ...visibleBuyer(viewer, row),
      since: row.created_at,
      salesperson: row.staff_name,
    });
    lines.set(row.type_code, line);
  }
  return [...lines.values()];
}

/** Units by status, for the console's strip and the board. */
export async function unitCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom("units")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
