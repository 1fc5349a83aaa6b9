import { describe, expect, it } from "vitest";
import { unitCategories, unitTypeCodes } from "./categories";
import { doubleTypes } from "./double";
import { featureLabels, featureKeys } from "./features";
import { keyPlan } from "./key-plan";
import { unitTypeListSchema, unitTypeSchema } from "./schema";
import { getUnitType, neighbours, unitTypes } from "./unit-types";

const spec = [
  "A1",
  "A2",
  "A3",
  "B1",
  "B2",
  "B3",
  "B4",
  "B5",
  "C1A",
  "C1B",
  "C2",
  "C3",
  "C4",
].concat(["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"]);

describe("unit types", () => {
  it("are the 22 types of the sales material, in plan order", () => {
    expect(unitTypes.map((u) => u.code)).toEqual(spec);
    expect(unitTypeCodes).toEqual(spec);
  });

  it("keep the category ranges the concept page and the landing page publish", () => {
    const ranges = Object.fromEntries(unitCategories.map((c) => [c.letter, c.sizeSqft]));
    expect(ranges).toEqual({
      A: { min: 388, max: 452 },
      B: { min: 495, max: 646 },
      C: { min: 732, max: 915 },
      D: { min: 958, max: 1281 },
    });
    expect(unitCategories.map((c) => c.bedrooms)).toEqual([
      { min: 0, max: 0 },
      { min: 1, max: 1 },
      { min: 2, max: 2 },
      { min: 2, max: 3 },
    ]);
  });

  it("grow with their number within a category", () => {
    for (const category of unitCategories) {
      const sizes = category.types.map((code) => getUnitType(code)?.sizeSqft ?? 0);
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    }
  });

  it("quote square metres that match square feet", () => {
    for (const unit of unitTypes) {
      expect(Math.abs(unit.sizeSqm * 10.7639 - unit.sizeSqft)).toBeLessThan(10.7639 / 2 + 0.01);
    }
  });

  it("each appear once on the key plan, corner units at the ends of rows", () => {
    const rows = keyPlan.wings.flatMap((wing) => wing.rows);
    expect(rows.flatMap((row) => row.codes).sort()).toEqual([...spec].sort());
    for (const row of rows) {
      row.codes.forEach((code, i) => {
        const end = i === 0 || i === row.codes.length - 1;
        expect(getUnitType(code)?.plan.corner, code).toBe(end);
      });
    }
  });

  it("have every feature named in English, Chinese and Malay", () => {
    for (const key of featureKeys) {
      for (const locale of ["en", "zh", "ms"] as const) {
        expect(featureLabels[key][locale].trim(), `${key} ${locale}`).not.toBe("");
      }
    }
    expect(featureLabels.balcony.zh).not.toBe(featureLabels.balcony.en);
  });

  it("know their neighbours for previous and next links", () => {
    expect(neighbours("A1")).toEqual({ previous: undefined, next: getUnitType("A2") });
    expect(neighbours("C1B").previous?.code).toBe("C1A");
    expect(neighbours("D9").next).toBeUndefined();
  });
});

describe("the unit type schema", () => {
  const valid = doubleTypes[0];

  it("accepts the shipped data", () => {
    expect(valid && unitTypeSchema.safeParse(valid).success).toBe(true);
  });

  it("rejects a code that does not match its category", () => {
    expect(unitTypeSchema.safeParse({ ...valid, code: "B9" }).success).toBe(false);
  });

  it("rejects a balcony feature on a plan without one, and unknown features", () => {
    const plan = { balcony: false, mirrored: false, corner: false };
    expect(unitTypeSchema.safeParse({ ...valid, plan }).success).toBe(false);
    expect(
      unitTypeSchema.safeParse({ ...valid, features: ["furnished", "kitchen", "pool"] }).success,
    ).toBe(false);
  });

  it("rejects a type listed twice", () => {
    expect(unitTypeListSchema.safeParse([valid, valid]).success).toBe(false);
  });
});

describe("the plain list of unit type codes", () => {
  it("names every unit type, in plan order", async () => {
    const { unitTypeCodes } = await import("./codes");
    const { unitTypes } = await import("./unit-types");
    expect([...unitTypeCodes]).toEqual(unitTypes.map((unit) => unit.code));
  });
});
