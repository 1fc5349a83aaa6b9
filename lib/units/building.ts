import { floorsOf, towerFloorCodes, towers } from "@/content/units/towers";
import { unitLabel } from "./label";

/** Every unit label of the approved plan: each tower's floors times the positions on them. */
const labels = new Set(
  towers.flatMap((tower) =>
    floorsOf(tower).flatMap((floor) =>
      towerFloorCodes(tower).map((_, index) => unitLabel(tower.code, floor, index + 1)),
    ),
  ),
);

/** Whether the building has a unit of this label (`A-20-02`), without asking the database. */
export const isBuildingUnit = (label: string): boolean => labels.has(label);
