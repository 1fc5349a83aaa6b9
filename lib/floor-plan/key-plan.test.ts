import { describe, expect, it } from "vitest";
import { layoutKeyPlan, renderKeyPlan, type KeyPlanUnit } from "./key-plan";

const unit = (code: string, width: number): KeyPlanUnit => ({
  code,
  width,
  letter: code[0] ?? "A",
  href: `/zh/layout/${code}`,
  name: `${code}, suite`,
});
const wings = [
  [[unit("A1", 5), unit("B1", 10)], [unit("C1A", 15)]],
  [[unit("D1", 12)], [unit("D2", 13), unit("A2", 5)]],
];
const labels = {
  title: "Key plan",
  lifts: "Lifts",
  courtyard: "Garden",
  corridor: "Corridor",
  north: "N",
};

describe("key plan", () => {
  it("places units in proportion to their frontage, rows of equal length, without overlap", () => {
    const placed = layoutKeyPlan(wings);
    const a1 = placed.find((p) => p.code === "A1");
    const b1 = placed.find((p) => p.code === "B1");
    expect((b1?.w ?? 0) / (a1?.w ?? 1)).toBeCloseTo(2);
    expect((a1?.w ?? 0) + (b1?.w ?? 0)).toBeCloseTo(placed.find((p) => p.code === "C1A")?.w ?? 0);
    expect(b1?.x).toBeCloseTo((a1?.x ?? 0) + (a1?.w ?? 0));
    expect(new Set(placed.map((p) => p.y)).size).toBe(4);
  });

  it("makes every unit a named link, and marks the current one", () => {
    const svg = renderKeyPlan({ wings, labels, current: "C1A" });
    expect(svg.match(/<a href=/g)).toHaveLength(6);
    expect(svg).toContain('href="/zh/layout/D2"');
    expect(svg).toContain('aria-label="C1A, suite" aria-current="page"');
    expect(svg).toContain('role="group" aria-label="Key plan"');
  });
});
