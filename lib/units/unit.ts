import type { UnitStatus } from "./statuses";

/** One unit of the inventory as the app passes it around (server/units maps the table's rows). */
export interface Unit {
  /** Tower-floor-position, `A-12-03`. */
  id: string;
  tower: string;
  floor: number;
  position: number;
  typeCode: string;
  builtUpSqft: number;
  /** Whole ringgit. */
  listPrice: number;
  status: UnitStatus;
}
