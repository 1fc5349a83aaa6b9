import { describe, expect, it } from "vitest";
import { filtersToSearch, matchesFilters, parseFilters, toggleCompare } from "./filters";

const codes = ["A1", "B1", "C1A", "D5", "D9"];

describe("layout filters", () => {
  it("read the URL, ignoring unknown values", () => {
    expect(parseFilters("?category=d&bedrooms=3&size=xl&compare=c1a,D5,Z9,D5", codes)).toEqual({
      category: "D",
      bedrooms: 3,
      size: "xl",
      compare: ["C1A", "D5"],
    });
    expect(parseFilters("?category=Q&bedrooms=9&size=huge", codes)).toEqual({ compare: [] });
  });

  it("write only what is set, and read back the same", () => {
    const filters = { category: "C" as const, bedrooms: 2, compare: ["C1A", "D5"] };
    const search = filtersToSearch(filters);
    expect(search).toBe("?category=C&bedrooms=2&compare=C1A,D5");
    expect(parseFilters(search, codes)).toEqual(filters);
    expect(filtersToSearch({ compare: [] })).toBe("");
  });

  it("match category, size band and bedrooms together", () => {
    const d5 = { code: "D5", letter: "D", sizeSqft: 1119, bedrooms: 3 };
    expect(matchesFilters(d5, { category: "D", compare: [] })).toBe(true);
    expect(matchesFilters(d5, { category: "C", compare: [] })).toBe(false);
    expect(matchesFilters(d5, { size: "xl", bedrooms: 3, compare: [] })).toBe(true);
    expect(matchesFilters(d5, { size: "l", compare: [] })).toBe(false);
    expect(matchesFilters(d5, { bedrooms: 0, compare: [] })).toBe(false);
  });

  it("compare at most three types", () => {
    expect(toggleCompare(["A1", "B1", "C1A"], "D5")).toEqual(["A1", "B1", "C1A"]);
    expect(toggleCompare(["A1", "B1"], "B1")).toEqual(["A1"]);
    expect(toggleCompare(["A1"], "D5")).toEqual(["A1", "D5"]);
  });
});
