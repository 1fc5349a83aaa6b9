export type UnitCategoryKey = "studio" | "single" | "double" | "dualKey";

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

export const unitCategories: UnitCategory[] = [
  {
    key: "studio",
    letter: "A",
    types: ["A1", "A2", "A3"],
    sizeSqft: { min: 388, max: 452 },
    bedrooms: { min: 0, max: 0 },
  },
  {
    key: "single",
    letter: "B",
    types: ["B1", "B2", "B3", "B4", "B5"],
    sizeSqft: { min: 495, max: 646 },
    bedrooms: { min: 1, max: 1 },
  },
  {
    key: "double",
    letter: "C",
    types: ["C1A", "C1B", "C2", "C3", "C4"],
    sizeSqft: { min: 732, max: 915 },
    bedrooms: { min: 2, max: 2 },
  },
  {
    key: "dualKey",
    letter: "D",
    types: ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"],
    sizeSqft: { min: 958, max: 1281 },
    bedrooms: { min: 2, max: 3 },
  },
];

/** Every unit type code, A1 to D9, in plan order. */
export const unitTypeCodes = unitCategories.flatMap((category) => category.types) as [
  string,
  ...string[],
];

export const SQFT_PER_SQM = 10.7639;

export function toSquareMetres(sqft: number): number {
  return Math.round(sqft / SQFT_PER_SQM);
}
