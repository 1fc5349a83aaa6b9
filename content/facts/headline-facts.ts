import { locationFacts } from "../location/facts";
import { keyPlan } from "../units/key-plan";
import { totalUnits } from "../units/towers";
import { toSquareMetres } from "../units/area";
import { unitTypes, type UnitTypeDetails } from "../units/unit-types";

export interface Range {
  min: number;
  max: number;
}

const range = (values: number[]): Range => ({ min: Math.min(...values), max: Math.max(...values) });

/** The inputs every headline figure is computed from: the unit types, key plan and location. */
export interface FactSources {
  units: Pick<UnitTypeDetails, "code" | "category" | "sizeSqft" | "bedrooms">[];
  levels: { lowest: number; highest: number };
  unitsPerFloor: number;
  /** The project's unit count, all floors of both towers (content/units/towers.ts). */
  totalUnits: number;
  pointsOfInterest: { id: string; category: string; travel: { minutes: number } }[];
}

/** The figures the copy quotes (hero, key facts, cards, meta descriptions, brochure, particulars). */
export interface HeadlineFacts {
  typeCount: number;
  sizeSqft: Range;
  sizeSqm: Range;
  bedrooms: Range;
  /** Typical floors and the units on them. */
  levels: { lowest: number; highest: number; count: number };
  typicalFloorUnits: number;
  /** The project's approved unit count, all floors (advertising particulars). */
  totalUnits: number;
  /** The nearest airport terminal (a point of interest's id) and its minutes by road. */
  nearestTerminal: { id: string; minutes: number };
  /** Minutes to the airport's terminals, nearest to farthest. */
  terminalMinutes: Range;
  /** Per category: what its card says. */
  categories: Record<string, { sizeSqft: Range; bedrooms: Range }>;
  /** Every type's size, the only areas copy may quote. */
  unitSizesSqft: number[];
}

export function computeHeadlineFacts(sources: FactSources): HeadlineFacts {
  const sqft = range(sources.units.map((unit) => unit.sizeSqft));
  const terminals = sources.pointsOfInterest
    .filter((poi) => poi.category === "airport")
    .sort((a, b) => a.travel.minutes - b.travel.minutes);
  const nearest = terminals[0];
  if (!nearest) throw new Error("content/location/facts.ts lists no airport terminal.");
  const count = sources.levels.highest - sources.levels.lowest + 1;
  return {
    typeCount: sources.units.length,
    sizeSqft: sqft,
    sizeSqm: { min: toSquareMetres(sqft.min), max: toSquareMetres(sqft.max) },
    bedrooms: range(sources.units.map((unit) => unit.bedrooms)),
    levels: { ...sources.levels, count },
    typicalFloorUnits: count * sources.unitsPerFloor,
    totalUnits: sources.totalUnits,
    nearestTerminal: { id: nearest.id, minutes: nearest.travel.minutes },
    terminalMinutes: range(terminals.map((poi) => poi.travel.minutes)),
    categories: Object.fromEntries(
      [...new Set(sources.units.map((unit) => unit.category))].map((key) => {
        const members = sources.units.filter((unit) => unit.category === key);
        const sizeSqft = range(members.map((unit) => unit.sizeSqft));
        return [key, { sizeSqft, bedrooms: range(members.map((unit) => unit.bedrooms)) }];
      }),
    ),
    unitSizesSqft: sources.units.map((unit) => unit.sizeSqft),
  };
}

export const factSources: FactSources = {
  units: unitTypes,
  levels: keyPlan.levels,
  unitsPerFloor: keyPlan.wings.flatMap((wing) => wing.rows).flatMap((row) => row.codes).length,
  totalUnits,
  pointsOfInterest: locationFacts.pointsOfInterest,
};

/** Computed once from the data in content/: copy quotes these, never its own figures. */
export const headlineFacts: HeadlineFacts = computeHeadlineFacts(factSources);
