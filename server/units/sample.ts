import { samplePriceList } from "@/content/units/price-list";
import { floorsOf, towerFloorCodes, towers } from "@/content/units/towers";
import { getUnitType } from "@/content/units/unit-types";
import { unitLabel } from "@/lib/units/label";
import type { UnitStatus } from "@/lib/units/statuses";
import type { Unit } from "@/lib/units/unit";

export type SampleUnit = Unit;

const places = towers.flatMap((tower) =>
  floorsOf(tower).flatMap((floor) =>
    towerFloorCodes(tower).map((typeCode, index) => {
      const type = getUnitType(typeCode);
      if (!type) throw new Error(`The key plan names ${typeCode}, which is not a unit type.`);
      return { tower: tower.code, floor, position: index + 1, typeCode, sqft: type.sizeSqft };
    }),
  ),
);

const lowestFloor = Math.min(...places.map((place) => place.floor));
const floorFactor = (floor: number) => 1 + samplePriceList.perFloor * (floor - lowestFloor);
const smallest = places.reduce((a, b) => (b.sqft < a.sqft ? b : a));
const largest = places.reduce((a, b) =>
  b.sqft > a.sqft || (b.sqft === a.sqft && b.floor > a.floor) ? b : a,
);
// The exponent that puts the largest suite on its top floor exactly at the top of the range.
const exponent =
  Math.log(samplePriceList.max / (samplePriceList.min * floorFactor(largest.floor))) /
  Math.log(largest.sqft / smallest.sqft);

const priceOf = (sqft: number, floor: number) =>
  Math.round(
    (samplePriceList.min * (sqft / smallest.sqft) ** exponent * floorFactor(floor)) / 1000,
  ) * 1000;

/** A repeatable pseudo-random number in [0, 1) for the nth unit (mulberry32). */
function random(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * Before the launch nothing is sold: a held, booked or sold unit always names its buyer, and only
 * the launch desk gives units those statuses. The developer keeps a few units back (reserved),
 * more of the cheap ones, as at most launches.
 */
function statusOf(index: number, floor: number, sqft: number): UnitStatus {
  const cheapness =
    0.3 * (1 - (floor - lowestFloor) / 35) + 0.2 * (1 - (sqft - smallest.sqft) / 900);
  return random(index) * 0.8 + cheapness > 1 ? "reserved" : "available";
}

/** The 688 units of the sample inventory, the same on every run. */
export const sampleUnits: SampleUnit[] = places.map((place, index) => ({
  id: unitLabel(place.tower, place.floor, place.position),
  tower: place.tower,
  floor: place.floor,
  position: place.position,
  typeCode: place.typeCode,
  builtUpSqft: place.sqft,
  listPrice: priceOf(place.sqft, place.floor),
  status: statusOf(index, place.floor, place.sqft),
}));
