import { describe, expect, it } from "vitest";
import type { LighthouseRow } from "./lighthouse";
import { blankReference, speedGoalMisses } from "./speed-goal";

const row = (path: string, performance: number, tbt: number, lcp: number): LighthouseRow => ({
  path,
  performance,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  cls: 0,
  lcp,
  tbt,
  scriptBytes: 0,
  runs: [performance],
});

describe("the speed goal against the blank page", () => {
  const blank = blankReference([row("/", 0.98, 120, 1800), row("/", 0.96, 160, 2200)]);

  it("takes the mean of the blank page's measurements before and after", () => {
    expect(blank).toEqual({ performance: 0.97, tbt: 140, lcp: 2000 });
  });

  it("is met within 0.05 of the score, twice the TBT and 1.5 times the LCP", () => {
    expect(speedGoalMisses(row("/zh", 0.92, 280, 3000), blank)).toEqual([]);
  });

  it("names each figure a page misses", () => {
    expect(speedGoalMisses(row("/zh", 0.74, 1139, 5100), blank)).toEqual([
      "score 0.74 < 0.92",
      "TBT 1139 > 280 ms",
      "LCP 5100 > 3000 ms",
    ]);
  });
});
