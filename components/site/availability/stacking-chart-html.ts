import { stackingChartClasses, unitStatusCodes } from "@/lib/units/status-style";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import type { InventorySummary } from "@/server/units/summary";

type Tower = InventorySummary["towers"][number];

/** The chart's words, already in the visitor's language. */
export interface ChartWords {
  caption: string;
  level: string;
  levelNumber: (level: number) => string;
  position: (position: number) => string;
  letter: (status: UnitStatus) => string;
  cell: (unit: Tower["floors"][number]["units"][number]) => string;
}

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text and attribute values, escaped for HTML. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => escapes[c] as string);

/** A CSS string (for a custom property), quoted and escaped. */
const cssString = (text: string): string =>
  `"${text.replace(/[\\"]/g, "\\$&").replace(/\n/g, "\\a ")}"`;

/**
 * One tower's stacking chart as an HTML table, written as a string: 688 cells of markup that never
 * change in the browser. As React elements they cost the phone thousands of nodes to read from the
 * page's data and hydrate (Lighthouse's blocking time on /availability was 250–450 ms); as a string
 * React inserts them once and leaves them alone. Every value is escaped.
 *
 * A cell is only its status code and its words for screen readers (`<td data-s="a"><span>…`):
 * the page sends the chart twice (its HTML and the page's data), so the colour, the hiding of the
 * words and the visible letter all come from the table's classes and app/globals.css, the letters
 * in the page's language as custom properties on the table.
 */
export function stackingChartHtml(tower: Tower, words: ChartWords): string {
  const positions = Math.max(...tower.floors.map((floor) => floor.units.length));
  const columns = Array.from({ length: positions }, (_, index) => index + 1);
  const header = columns
    .map(
      (position) =>
        `<th scope="col" class="w-5 pb-1 text-center font-semibold text-muted sm:w-6"><span aria-hidden="true">${String(position).padStart(2, "0")}</span><span class="sr-only">${escapeHtml(words.position(position))}</span></th>`,
    )
    .join("");
  const rows = tower.floors
    .map((floor) => {
      const cells = floor.units
        .map(
          (unit) =>
            `<td data-s="${unitStatusCodes[unit.status]}"><span>${escapeHtml(words.cell(unit))}</span></td>`,
        )
        .join("");
      return `<tr><th scope="row" class="pe-1 text-end font-semibold text-muted"><span aria-hidden="true">${floor.floor}</span><span class="sr-only">${escapeHtml(words.levelNumber(floor.floor))}</span></th>${cells}</tr>`;
    })
    .join("");
  // On a phone the corner word would push the last column out of view ("Tingkat" is wide); the
  // numbers down the side read as levels without it.
  const corner = `<th scope="col" class="pe-1 text-start font-semibold text-muted"><span class="max-sm:sr-only">${escapeHtml(words.level)}</span></th>`;
  const letters = unitStatuses
    .map((status) => `--letter-${unitStatusCodes[status]}:${cssString(words.letter(status))}`)
    .join(";");
  return `<table class="stacking-chart border-separate border-spacing-[2px] text-xs leading-none tabular-nums ${stackingChartClasses}" style="${escapeHtml(letters)}"><caption class="sr-only">${escapeHtml(words.caption)}</caption><thead><tr>${corner}${header}</tr></thead><tbody>${rows}</tbody></table>`;
}
