import type { Kysely } from "kysely";
import { unitTypeCodes } from "@/content/units/codes";
import { isUnitStatus, unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import type { Unit } from "@/lib/units/unit";
import type { Database } from "../db/schema";

export type SummaryUnit = Omit<Unit, "builtUpSqft">;

export interface TypeBalance {
  code: string;
  total: number;
  available: number;
  /** The lowest list price among the type's available units; null when none is available. */
  fromPrice: number | null;
}

export interface StackFloor {
  floor: number;
  units: { id: string; position: number; typeCode: string; status: UnitStatus; price: number }[];
}

/** Everything the public pages show about the inventory, computed in one pass. */
export interface InventorySummary {
  totalUnits: number;
  available: number;
  /** Units per status. */
  statuses: Record<UnitStatus, number>;
  /** List prices of all units, whatever their status: the advertised price range. */
  price: { min: number; max: number };
  types: TypeBalance[];
  /** Per tower, top floor first, units by position: the stacking chart. */
  towers: { code: string; floors: StackFloor[] }[];
}

/** One unit of the stacking chart, with its tower and floor; undefined for an id it does not hold. */
export function findStackUnit(summary: InventorySummary, id: string) {
  for (const tower of summary.towers)
    for (const floor of tower.floors) {
      const unit = floor.units.find((candidate) => candidate.id === id);
      if (unit) return { ...unit, tower: tower.code, floor: floor.floor };
    }
  return undefined;
}

/** The lowest available list price among some types, and how many units of them are available. */
export function balanceOf(summary: InventorySummary, codes: string[]) {
  const types = summary.types.filter((type) => codes.includes(type.code));
  const prices = types.flatMap((type) => (type.fromPrice === null ? [] : [type.fromPrice]));
  return {
    total: types.reduce((sum, type) => sum + type.total, 0),
    available: types.reduce((sum, type) => sum + type.available, 0),
    fromPrice: prices.length ? Math.min(...prices) : null,
  };
}

export function summarize(units: SummaryUnit[]): InventorySummary {
  const prices = units.map((unit) => unit.listPrice);
  const types = unitTypeCodes.map((code) => {
    const members = units.filter((unit) => unit.typeCode === code);
    const open = members.filter((unit) => unit.status === "available");
    return {
      code,
      total: members.length,
      available: open.length,
      fromPrice: open.length ? Math.min(...open.map((unit) => unit.listPrice)) : null,
    };
  });
  const towerCodes = [...new Set(units.map((unit) => unit.tower))].sort();
  return {
    totalUnits: units.length,
    available: units.filter((unit) => unit.status === "available").length,
    statuses: Object.fromEntries(
      unitStatuses.map((status) => [status, units.filter((unit) => unit.status === status).length]),
    ) as Record<UnitStatus, number>,
    price: {
      min: prices.length ? Math.min(...prices) : 0,
      max: prices.length ? Math.max(...prices) : 0,
    },
    types,
    towers: towerCodes.map((code) => {
      const inTower = units.filter((unit) => unit.tower === code);
      const floors = [...new Set(inTower.map((unit) => unit.floor))].sort((a, b) => b - a);
      return {
        code,
        floors: floors.map((floor) => ({
          floor,
          units: inTower
            .filter((unit) => unit.floor === floor)
            .sort((a, b) => a.position - b.position)
            .map(({ id, position, typeCode, status, listPrice }) => ({
              id,
              position,
              typeCode,
              status,
              price: listPrice,
            })),
        })),
      };
    }),
  };
}

/** Reads every unit (688 short rows) and summarizes them. */
export async function loadSummary(db: Kysely<Database>): Promise<InventorySummary> {
  const rows = await db
    .selectFrom("units")
    .select(["id", "tower", "floor", "position", "type_code", "list_price", "status"])
    .execute();
  return summarize(
    rows.map((row) => ({
      id: row.id,
      tower: row.tower,
      floor: Number(row.floor),
      position: Number(row.position),
      typeCode: row.type_code,
      listPrice: Number(row.list_price),
      status: isUnitStatus(row.status) ? row.status : "available",
    })),
  );
}
