import { keyPlan } from "./key-plan";

/**
 * The two towers and the floors each is built to, from which the unit inventory is laid out.
 *
 * The key plan's typical floor (levels 6 to 28) holds 22 suites in two wings: 23 × 22 = 506, fewer
 * than the 688 units of the approved plan. Reading the concept copy ("two slender towers") with the
 * key plan, each wing is a tower: Tower A (wing 1: studios, singles, doubles and two dual-keys, 14 a floor) and
 * Tower B (wing 2: mostly dual-keys, 8 a floor), joined by the lift core. Tower A rises 13 floors
 * higher than Tower B, to level 41, on the same plan: 36 × 14 + 23 × 8 = 504 + 184 = 688, the
 * approved total. Positions are numbered along the wing's north row west to east, then its south row.
 */
export interface Tower {
  code: "A" | "B";
  /** The key plan's wing this tower's floors repeat. */
  wing: 0 | 1;
  levels: { lowest: number; highest: number };
}

export const towers: Tower[] = [
  { code: "A", wing: 0, levels: { lowest: keyPlan.levels.lowest, highest: 41 } },
  { code: "B", wing: 1, levels: keyPlan.levels },
];

/** The unit types of one floor of a tower, by position (1-based index + 1). */
export function towerFloorCodes(tower: Tower): string[] {
  return keyPlan.wings[tower.wing].rows.flatMap((row) => row.codes);
}

export const floorsOf = (tower: Tower): number[] =>
  Array.from(
    { length: tower.levels.highest - tower.levels.lowest + 1 },
    (_, index) => tower.levels.lowest + index,
  );

/** Units in the building: every floor of every tower times the units on it. */
export const totalUnits = towers.reduce(
  (sum, tower) => sum + floorsOf(tower).length * towerFloorCodes(tower).length,
  0,
);
