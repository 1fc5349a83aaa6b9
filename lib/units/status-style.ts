import type { UnitStatus } from "./statuses";

/**
 * One colour per status for the stacking chart and its key, the same in every colour preset (a
 * status must not change colour with the brand accent). Each pair keeps its letter well above
 * 4.5:1 in light and dark mode; the letter carries the status without colour.
 */
export const unitStatusClasses: Record<UnitStatus, string> = {
  available: "bg-emerald-100 text-emerald-950 dark:bg-emerald-800 dark:text-white",
  held: "bg-violet-200 text-violet-950 dark:bg-violet-800 dark:text-white",
  reserved: "bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-white",
  booked: "bg-sky-200 text-sky-950 dark:bg-sky-800 dark:text-white",
  sold: "bg-neutral-400 text-neutral-950 dark:bg-neutral-600 dark:text-white",
};

/** The one-letter code of a status on the chart's cells (`data-s`): 688 cells, so every byte counts. */
export const unitStatusCodes: Record<UnitStatus, string> = {
  available: "a",
  held: "h",
  reserved: "r",
  booked: "b",
  sold: "s",
};

/**
 * The same colours for the chart's 688 cells, set once on the table and picked by each cell's
 * `data-s`: written on every cell, the classes made the page's HTML several times larger. The
 * cells' letters and hidden words are styled in app/globals.css (`.stacking-chart`).
 */
export const stackingChartClasses = [
  // Each unit's cell is a link: 24 px at least, the smallest target WCAG 2.2 allows (2.5.8).
  "[&_td[data-s]]:h-6 [&_td[data-s]]:w-6 [&_td[data-s]]:min-w-6 [&_td[data-s]]:rounded-[3px]",
  "[&_td[data-s]]:text-center [&_td[data-s]]:font-bold",
  // A computer has the width: larger cells, easier to aim at, the type codes across the top.
  "lg:[&_td[data-s]]:h-7 lg:[&_td[data-s]]:w-8 lg:[&_td[data-s]]:min-w-8",
  "xl:[&_td[data-s]]:h-8 xl:[&_td[data-s]]:w-10 xl:[&_td[data-s]]:min-w-10",
  "[&_td[data-s=a]]:bg-emerald-100 [&_td[data-s=a]]:text-emerald-950",
  "dark:[&_td[data-s=a]]:bg-emerald-800 dark:[&_td[data-s=a]]:text-white",
  "[&_td[data-s=h]]:bg-violet-200 [&_td[data-s=h]]:text-violet-950",
  "dark:[&_td[data-s=h]]:bg-violet-800 dark:[&_td[data-s=h]]:text-white",
  "[&_td[data-s=r]]:bg-amber-200 [&_td[data-s=r]]:text-amber-950",
  "dark:[&_td[data-s=r]]:bg-amber-800 dark:[&_td[data-s=r]]:text-white",
  "[&_td[data-s=b]]:bg-sky-200 [&_td[data-s=b]]:text-sky-950",
  "dark:[&_td[data-s=b]]:bg-sky-800 dark:[&_td[data-s=b]]:text-white",
  "[&_td[data-s=s]]:bg-neutral-400 [&_td[data-s=s]]:text-neutral-950",
  "dark:[&_td[data-s=s]]:bg-neutral-600 dark:[&_td[data-s=s]]:text-white",
].join(" ");
