import { categoryLetters, unitCategoryKeys } from "./schema";
import { unitTypes } from "./unit-types";

export { SQFT_PER_SQM, toSquareMetres } from "./area";

export type UnitCategoryKey = (typeof unitCategoryKeys)[number];

export interface UnitCategory {
  key: UnitCategoryKey;
  /** Letter that prefixes the category's unit types (A1, B3, C1A, D9). */
  letter: "A" | "B" | "C" | "D";
  /** Unit types in this category, as shown on the layout plan. */
  types: string[];
  /** Built-up area range in square feet. */
  sizeSqft: { min: number; max: number };
  bedrooms: { min: number; max: number };
}

const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/** The four categories, with types and ranges derived from the unit types, so they never disagree. */
export const unitCategories: UnitCategory[] = unitCategoryKeys.map((key) => {
  const members = unitTypes.filter((unit) => unit.category === key);
  return {
    key,
    letter: categoryLetters[key],
    types: members.map((unit) => unit.code),
    sizeSqft: range(members.map((unit) => unit.sizeSqft)),
    bedrooms: range(members.map((unit) => unit.bedrooms)),
  };
});

export { unitTypeCodes } from "./codes";
