import type { Kysely } from "kysely";
import { isUnitStatus, type UnitStatus } from "@/lib/units/statuses";
import type { Database } from "../db/schema";

/** One unit as `GET /api/units` publishes it (docs: DESIGN.md, Launch day, API). */
export interface PublicUnit {
  id: string;
  type: string;
  tower: string;
  floor: number;
  status: UnitStatus;
  /** List price, whole ringgit. */
  price: number;
}

/** Every unit, ordered by id: what a buyer may know (no buyer, no claim). */
export async function listPublicUnits(db: Kysely<Database>): Promise<PublicUnit[]> {
  const rows = await db
    .selectFrom("units")
    .select(["id", "type_code", "tower", "floor", "status", "list_price"])
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type_code,
    tower: row.tower,
    floor: Number(row.floor),
    status: isUnitStatus(row.status) ? row.status : "available",
    price: Number(row.list_price),
  }));
}

/** Every unit's status by id, ordered by id: the live feed's snapshot. */
export async function listUnitStatuses(db: Kysely<Database>): Promise<Record<string, UnitStatus>> {
  const rows = await db.selectFrom("units").select(["id", "status"]).orderBy("id").execute();
  return Object.fromEntries(
    rows.map((row) => [row.id, isUnitStatus(row.status) ? row.status : "available"]),
  );
}
