import type { Kysely } from "kysely";
import type { UnitFilter } from "@/lib/units/filter";
import { isUnitStatus } from "@/lib/units/statuses";
import type { Unit } from "@/lib/units/unit";
import { buyerFor, type Viewer } from "../access/leads";
import type { Database } from "../db/schema";

export type { UnitFilter };

/** Who a held, booked or sold unit belongs to. */
export interface UnitBuyer {
  claimId: string;
  leadId: string;
  /** The buyer's name ("Erased" once their data was erased; "A colleague's buyer" to others). */
  name: string;
  /** Whether the viewer may open the buyer's lead (server/access/leads.ts). */
  visible: boolean;
  salesperson: string | null;
  agent: string | null;
  stage: string;
  expiresAt: string;
}

export interface UnitRow extends Unit {
  buyer: UnitBuyer | null;
  updatedAt: string;
  /** The audit actor of the last change (`staff:<id>`, `system:seed`). */
  updatedBy: string;
}

/**
 * The units the desk's filter selects, by tower, floor (top first) and position. Buyers are named
 * as `viewer` may see them; "public" (a buyer's page listing free units) names none.
 */
export async function listUnits(
  db: Kysely<Database>,
  filter: UnitFilter,
  viewer: Viewer | "public",
): Promise<UnitRow[]> {
  let query = db
    .selectFrom("units as u")
    .leftJoin("unit_claims as c", "c.id", "u.claim_id")
    .leftJoin("registrations as r", "r.id", "c.lead_id")
    .leftJoin("staff_users as s", "s.id", "c.staff_id")
    .selectAll("u")
    .select([
      "c.lead_id",
      "c.stage",
      "c.expires_at",
      "c.agent",
      "r.full_name",
      "r.erased_at",
      "r.owner_id",
      "s.name as staff_name",
    ]);
  if (filter.tower) query = query.where("u.tower", "=", filter.tower);
  if (filter.floor) query = query.where("u.floor", "=", filter.floor);
  if (filter.type) query = query.where("u.type_code", "=", filter.type);
  if (filter.status) query = query.where("u.status", "=", filter.status);
  const rows = await query
    .orderBy("u.tower")
    .orderBy("u.floor", "desc")
    .orderBy("u.position")
    .execute();
  return rows.map((row) => ({
    buyer:
      row.claim_id && row.lead_id && viewer !== "public"
        ? {
            claimId: row.claim_id,
            leadId: row.lead_id,
            ...buyerFor(viewer, {
              ownerId: row.owner_id,
              name: row.full_name,
              erased: row.erased_at !== null,
            }),
            salesperson: row.staff_name,
            agent: row.agent,
            stage: row.stage ?? "held",
            expiresAt: row.expires_at ?? "",
          }
        : null,
    id: row.id,
    tower: row.tower,
    floor: Number(row.floor),
    position: Number(row.position),
    typeCode: row.type_code,
    builtUpSqft: Number(row.built_up_sqft),
    listPrice: Number(row.list_price),
    status: isUnitStatus(row.status) ? row.status : "available",
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }));
}
