import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** One sale or booking as the reports count it. */
export interface SaleRow {
  claimId: string;
  unitId: string;
  typeCode: string;
  tower: string;
  floor: number;
  listPrice: number;
  stage: "pending" | "booked" | "sold";
  leadId: string;
  buyer: string;
  salesperson: string | null;
  agent: string | null;
  registeredAt: string;
  heldAt: string;
  bookedAt: string | null;
  decidedAt: string | null;
  soldOn: string | null;
  fee: number | null;
  feeMethod: string | null;
  feeReference: string | null;
}

/** Every standing booking and sale (scoped to one salesperson's when `staffId` is given). */
export async function loadSales(
  db: Kysely<Database>,
  scope: { staffId?: string } = {},
): Promise<SaleRow[]> {
  let query = db
    .selectFrom("unit_claims as c")
    .innerJoin("units as u", "u.id", "c.unit_id")
    .innerJoin("registrations as r", "r.id", "c.lead_id")
    .leftJoin("staff_users as s", "s.id", "c.staff_id")
    .select([
      "c.id",
      "c.unit_id",
      "u.type_code",
      "u.tower",
      "u.floor",
      "u.list_price",
      "c.stage",
      "c.lead_id",
      "r.full_name",
      "r.erased_at",
      "r.created_at",
      "s.name as staff_name",
      "c.agent",
      "c.held_at",
      "c.booked_at",
      "c.decided_at",
      "c.sold_on",
      "c.fee",
      "c.fee_method",
      "c.fee_reference",
    ])
    .where("c.active", "=", 1)
    .where("c.stage", "in", ["pending", "booked", "sold"]);
  if (scope.staffId) query = query.where("c.staff_id", "=", scope.staffId);
  const rows = await query.orderBy("u.id").execute();
  return rows.map((row) => ({
    claimId: row.id,
    unitId: row.unit_id,
    typeCode: row.type_code,
    tower: row.tower,
    floor: Number(row.floor),
    listPrice: Number(row.list_price),
    stage: row.stage as SaleRow["stage"],
    leadId: row.lead_id,
    buyer: row.erased_at ? "Erased" : row.full_name,
    salesperson: row.staff_name,
    agent: row.agent,
    registeredAt: row.created_at,
    heldAt: row.held_at,
    bookedAt: row.booked_at,
    decidedAt: row.decided_at,
    soldOn: row.sold_on,
    fee: row.fee === null ? null : Number(row.fee),
    feeMethod: row.fee_method,
    feeReference: row.fee_reference,
  }));
}

export interface Tally {
  key: string;
  /** Booked: awaiting approval or approved, SPA not yet signed. */
  booked: number;
  sold: number;
  /** The list prices of those units, whole ringgit. */
  value: number;
}

/** Counts and list-price value of booked and sold units, grouped by `keyOf`, largest value first. */
export function tally(rows: readonly SaleRow[], keyOf: (row: SaleRow) => string): Tally[] {
  const groups = new Map<string, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { key, booked: 0, sold: 0, value: 0 };
    if (row.stage === "sold") group.sold += 1;
    else group.booked += 1;
    group.value += row.listPrice;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}

const DAY_MS = 86_400_000;

/** Whole days from a buyer's registration to their booking (null before a booking). */
export const daysToBooking = (row: SaleRow): number | null =>
  row.bookedAt === null
    ? null
    : Math.max(0, Math.floor((Date.parse(row.bookedAt) - Date.parse(row.registeredAt)) / DAY_MS));

/** Median and mean days from registration to booking, over the rows booked. */
export function timeToBooking(
  rows: readonly SaleRow[],
): { median: number; mean: number; count: number } | null {
  const days = rows
    .map(daysToBooking)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b);
  if (!days.length) return null;
  const middle = Math.floor(days.length / 2);
  const median = days.length % 2 ? days[middle]! : (days[middle - 1]! + days[middle]!) / 2;
  const mean = days.reduce((sum, value) => sum + value, 0) / days.length;
  return { median, mean: Math.round(mean * 10) / 10, count: days.length };
}
