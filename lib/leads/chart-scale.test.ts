import { describe, expect, it } from "vitest";
import { countAxis } from "./chart-scale";

describe("countAxis", () => {
  it("gives small counts one gridline per registration", () => {
    expect(countAxis(0)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(countAxis(3)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
  });

  it("rounds larger maxima up to whole, round steps", () => {
    expect(countAxis(5)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(countAxis(1234).top).toBe(2000);
    expect(countAxis(3100)).toEqual({ top: 4000, ticks: [0, 1000, 2000, 3000, 4000] });
    for (const max of [7, 19, 99, 101, 555, 9999]) {
      const { top, ticks } = countAxis(max);
      expect(top).toBeGreaterThanOrEqual(max);
      expect(ticks.every(Number.isInteger)).toBe(true);
    }
  });
});
