import type { LinkedName } from "@/lib/registration/linked-interest";
import { registrableStatuses, type UnitStatus } from "@/lib/units/statuses";
import { findStackUnit, type InventorySummary } from "./summary";

/** What the registration form does with the unit or type its link names. */
export type LinkedOffer =
  /** A type: ticked. */
  | { kind: "type"; type: string }
  /** A unit a buyer may still get: shown, sent with the registration, its type ticked. */
  | { kind: "unit"; unit: string; type: string }
  /** A unit booked or sold since the link was made: said so, its type ticked, the unit not sent. */
  | { kind: "closed"; unit: string; type: string; status: UnitStatus }
  /** A label no unit of the inventory has: the page says so (404). */
  | { kind: "unknown"; unit: string };

/** Reads a link's unit against the inventory as the public pages show it. */
export function linkedOffer(name: LinkedName, summary: InventorySummary): LinkedOffer {
  if ("type" in name) return { kind: "type", type: name.type };
  const unit = findStackUnit(summary, name.unit);
  if (!unit) return { kind: "unknown", unit: name.unit };
  if (registrableStatuses.has(unit.status))
    return { kind: "unit", unit: unit.id, type: unit.typeCode };
  return { kind: "closed", unit: unit.id, type: unit.typeCode, status: unit.status };
}
