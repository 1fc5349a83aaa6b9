import type { Kysely } from "kysely";
import type { UnitFilter } from "@/lib/units/filter";
import { isUnitStatus } from "@/lib/units/statuses";
import type { Unit } from "@/lib/units/unit";
import type { Database } from "../db/schema";

export type { UnitFilter };

export interface UnitRow extends Unit {
  updatedAt: string;
  /** The audit actor of the last change (`staff:<id>`, `system:seed`). */
  updatedBy: string;
}

/** The units the desk's filter selects, by tower, floor (top first) and position. */
export async function listUnits(db: Kysely<Database>, filter: UnitFilter): Promise<UnitRow[]> {
  let query = db.selectFrom("units").selectAll();
  if (filter.tower) query = query.where("tower", "=", filter.tower);
  if (filter.floor) query = query.where("floor", "=", filter.floor);
  if (filter.type) query = query.where("type_code", "=", filter.type);
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("tower").orderBy("floor", "desc").orderBy("position").execute();
  return rows.map((row) => ({
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
