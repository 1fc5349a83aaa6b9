import { describe, expect, it } from "vitest";
import { layoutPlans } from "./plan-layout";

const options = {
  depth: 7.8,
  width: 730,
  firstHeight: 300,
  height: 390,
  gap: 14,
  caption: 36,
  minScale: 20,
  maxScale: 40,
};

describe("brochure plan layout", () => {
  it("draws three studios on one page as large as the page allows", () => {
    const { scale, pages } = layoutPlans([5.6, 6.0, 6.4], options);
    expect(pages).toEqual([[[0, 1, 2]]]);
    // Three across: 18 m and two gaps in 730 pt; one row in 300 pt.
    expect(scale).toBeGreaterThan(30);
    expect(18 * scale + 28).toBeLessThanOrEqual(730);
    expect(7.8 * scale + 36).toBeLessThanOrEqual(300);
  });

  it("spends no more pages than the smallest scale needs, every type once and in order", () => {
    const widths = [13, 13.4, 13.9, 14.5, 15, 15.5, 15.9, 16.6, 17.1];
    const smallest = layoutPlans(widths, { ...options, maxScale: 20 });
    const { scale, pages } = layoutPlans(widths, options);
    expect(pages.length).toBe(smallest.pages.length);
    expect(pages.flat(2)).toEqual(widths.map((_, index) => index));
    expect(scale).toBeGreaterThanOrEqual(20);
    for (const rows of pages) {
      for (const row of rows) {
        const width = row.reduce((sum, i) => sum + (widths[i] ?? 0) * scale, 0);
        expect(width + (row.length - 1) * 14).toBeLessThanOrEqual(730);
      }
    }
  });
});
