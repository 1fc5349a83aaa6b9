import { describe, expect, it } from "vitest";
import { sampleUnits } from "./sample";

describe("the sample inventory", () => {
  it("has the 688 advertised units with unique labels, 14 a floor in Tower A and 8 in Tower B", () => {
    expect(sampleUnits).toHaveLength(688);
    expect(new Set(sampleUnits.map((unit) => unit.id)).size).toBe(688);
    expect(sampleUnits.filter((unit) => unit.tower === "A" && unit.floor === 41)).toHaveLength(14);
    expect(sampleUnits.filter((unit) => unit.tower === "B" && unit.floor === 28)).toHaveLength(8);
    expect(sampleUnits.some((unit) => unit.tower === "B" && unit.floor > 28)).toBe(false);
  });

  it("prices every unit in whole thousands inside RM 398,000 – RM 1,288,000, reaching both ends", () => {
    const prices = sampleUnits.map((unit) => unit.listPrice);
    expect(Math.min(...prices)).toBe(398_000);
    expect(Math.max(...prices)).toBe(1_288_000);
    expect(prices.every((price) => price % 1000 === 0)).toBe(true);
  });

  it("prices a bigger suite higher on the same floor, and a higher floor mildly higher", () => {
    const floor10 = sampleUnits
      .filter((unit) => unit.floor === 10)
      .sort((a, b) => a.builtUpSqft - b.builtUpSqft);
    for (let i = 1; i < floor10.length; i++) {
      expect(floor10[i]!.listPrice).toBeGreaterThanOrEqual(floor10[i - 1]!.listPrice);
    }
    const a1 = (floor: number) =>
      sampleUnits.find((unit) => unit.typeCode === "A1" && unit.floor === floor)!;
    const perFloor = a1(7).listPrice / a1(6).listPrice - 1;
    expect(perFloor).toBeGreaterThan(0);
    expect(perFloor).toBeLessThan(0.01);
  });

  it("starts before the launch: nothing held, booked or sold, a few kept back, every type on sale", () => {
    const count = (status: string) => sampleUnits.filter((unit) => unit.status === status).length;
    expect(count("available") + count("reserved")).toBe(sampleUnits.length);
    expect(count("available")).toBeGreaterThan(550);
    expect(count("reserved")).toBeGreaterThan(20);
    const types = new Set(sampleUnits.map((unit) => unit.typeCode));
    for (const type of types) {
      expect(
        sampleUnits.some((unit) => unit.typeCode === type && unit.status === "available"),
      ).toBe(true);
    }
  });
});
