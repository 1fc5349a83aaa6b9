import type { LighthouseRow } from "./lighthouse";

// Issue 27's goal, measured in the same run as a blank Next.js page (the floor the machine sets
// at that moment, loaded or quiet): a page's score within 0.05 of the blank page's, its total
// blocking time at most twice, its largest contentful paint at most 1.5 times.
const SCORE_GAP = 0.05;
const TBT_RATIO = 2;
const LCP_RATIO = 1.5;

/** The blank page's figures: the mean of its measurements before and after the pages. */
export function blankReference(
  rows: LighthouseRow[],
): Pick<LighthouseRow, "performance" | "tbt" | "lcp"> {
  const mean = (pick: (row: LighthouseRow) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0) / Math.max(1, rows.length);
  return {
    performance: mean((r) => r.performance),
    tbt: mean((r) => r.tbt),
    lcp: mean((r) => r.lcp),
  };
}

/** What a page misses of the goal against the blank page; empty when it meets it. */
export function speedGoalMisses(
  page: LighthouseRow,
  blank: Pick<LighthouseRow, "performance" | "tbt" | "lcp">,
): string[] {
  const misses: string[] = [];
  if (page.performance < blank.performance - SCORE_GAP)
    misses.push(
      `score ${page.performance.toFixed(2)} < ${(blank.performance - SCORE_GAP).toFixed(2)}`,
    );
  // A blank page's TBT can be 0: allow the page at least 50 ms then, as Lighthouse counts in 50s.
  const tbtLimit = Math.max(50, blank.tbt * TBT_RATIO);
  if (page.tbt > tbtLimit) misses.push(`TBT ${page.tbt} > ${Math.round(tbtLimit)} ms`);
  const lcpLimit = blank.lcp * LCP_RATIO;
  if (page.lcp > lcpLimit) misses.push(`LCP ${page.lcp} > ${Math.round(lcpLimit)} ms`);
  return misses;
}
