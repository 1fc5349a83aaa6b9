/** The filters of the layout page, as kept in its URL (`?category=D&bedrooms=3&compare=C1A,D5`). */
export interface LayoutFilters {
  category?: "A" | "B" | "C" | "D";
  size?: SizeBandId;
  bedrooms?: number;
  compare: string[];
}

export interface FilterableUnit {
  code: string;
  letter: string;
  sizeSqft: number;
  bedrooms: number;
}

/** Built-up area bands that split the 22 types sensibly; bounds inclusive, in square feet. */
export const sizeBands = [
  { id: "s", min: 350, max: 499 },
  { id: "m", min: 500, max: 749 },
  { id: "l", min: 750, max: 999 },
  { id: "xl", min: 1000, max: 1300 },
] as const;
export type SizeBandId = (typeof sizeBands)[number]["id"];

export const bedroomOptions = [0, 1, 2, 3] as const;
export const MAX_COMPARE = 3;

const letters = ["A", "B", "C", "D"] as const;

/** Reads filters from a query string, ignoring anything unknown (old or hand-edited links). */
export function parseFilters(search: string, knownCodes: readonly string[]): LayoutFilters {
  const params = new URLSearchParams(search);
  const category = params.get("category")?.toUpperCase();
  const size = params.get("size");
  const bedrooms = Number(params.get("bedrooms") ?? "NaN");
  const compare = (params.get("compare") ?? "")
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter((code, i, all) => knownCodes.includes(code) && all.indexOf(code) === i)
    .slice(0, MAX_COMPARE);
  return {
    category: letters.find((l) => l === category),
    size: sizeBands.find((band) => band.id === size)?.id,
    bedrooms: bedroomOptions.find((b) => b === bedrooms),
    compare,
  };
}

/** The query string for a set of filters; empty filters leave no trace in the URL. */
export function filtersToSearch(filters: LayoutFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.size) params.set("size", filters.size);
  if (filters.bedrooms !== undefined) params.set("bedrooms", String(filters.bedrooms));
  if (filters.compare.length) params.set("compare", filters.compare.join(","));
  const search = params.toString().replace(/%2C/g, ",");
  return search ? `?${search}` : "";
}

export function matchesFilters(unit: FilterableUnit, filters: LayoutFilters): boolean {
  const band = sizeBands.find((b) => b.id === filters.size);
  return (
    (!filters.category || unit.letter === filters.category) &&
    (!band || (unit.sizeSqft >= band.min && unit.sizeSqft <= band.max)) &&
    (filters.bedrooms === undefined || unit.bedrooms === filters.bedrooms)
  );
}

/** Adds a type to the comparison or takes it out; a fourth is refused. */
export function toggleCompare(compare: string[], code: string): string[] {
  if (compare.includes(code)) return compare.filter((c) => c !== code);
  return compare.length >= MAX_COMPARE ? compare : [...compare, code];
}
