import { stackingChartClasses, unitStatusCodes } from "@/lib/units/status-style";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import type { InventorySummary } from "@/server/units/summary";

type Tower = InventorySummary["towers"][number];
type ChartUnit = Tower["floors"][number]["units"][number];

/** A column of the chart: its position, the type built there and the way its windows face. */
export interface ChartColumn {
  position: number;
  typeCode: string;
  /** The words over a run of columns facing one way ("North-facing"); absent when unknown. */
  facing?: string;
}

/** The chart's words and links, already in the visitor's language. */
export interface ChartWords {
  caption: string;
  level: string;
  levelNumber: (level: number) => string;
  /** A column header's words for screen readers: its position and type. */
  column: (column: ChartColumn) => string;
  letter: (status: UnitStatus) => string;
  cell: (unit: ChartUnit) => string;
  /** The unit's own page (`/availability/A-12-03`, with the language's prefix). */
  href: (unit: ChartUnit) => string;
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

/** The columns of a tower: the type at each position on its top floor (every floor repeats it). */
export function chartColumns(
  tower: Tower,
  facingOf: (typeCode: string) => string | undefined,
): ChartColumn[] {
  const byPosition = new Map<number, string>();
  for (const floor of tower.floors)
    for (const unit of floor.units)
      if (!byPosition.has(unit.position)) byPosition.set(unit.position, unit.typeCode);
  return [...byPosition.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, typeCode]) => ({ position, typeCode, facing: facingOf(typeCode) }));
}

/** The row over the type headers: one cell per run of columns facing the same way. */
function facingRow(columns: ChartColumn[]): string {
  if (columns.some((column) => column.facing === undefined)) return "";
  const runs: { facing: string; span: number }[] = [];
  for (const column of columns) {
    const last = runs.at(-1);
    if (last && last.facing === column.facing) last.span += 1;
    else runs.push({ facing: column.facing as string, span: 1 });
  }
  const cells = runs
    .map(
      (run) =>
        `<th scope="colgroup" colspan="${run.span}" class="border-b border-line pb-1 text-start font-semibold text-muted">${escapeHtml(run.facing)}</th>`,
    )
    .join("");
  return `<tr><td></td>${cells}</tr>`;
}

/**
 * One tower's stacking chart as an HTML table, written as a string: 688 cells of markup that never
 * change in the browser. As React elements they cost the phone thousands of nodes to read from the
 * page's data and hydrate (Lighthouse's blocking time on /availability was 250–450 ms); as a string
 * React inserts them once and leaves them alone. Every value is escaped.
 *
 * Columns are named by the type built there, under the way they face. A cell is its status code
 * and a link to the unit's page holding its words for screen readers (`<td data-s="a"><a
 * href="…"><span>…`): a tap opens the unit (type, size, facing, price, status and what to do
 * next) with or without scripts. The colour, the hiding of the words and the visible letter all
 * come from the table's classes and app/globals.css, the letters in the page's language as custom
 * properties on the table: the page sends the chart twice (its HTML and the page's data).
 */
export function stackingChartHtml(tower: Tower, columns: ChartColumn[], words: ChartWords): string {
  const header = columns
    .map(
      (column) =>
        `<th scope="col" class="pb-1 text-center align-bottom font-semibold"><span aria-hidden="true" class="max-lg:[writing-mode:vertical-rl]">${escapeHtml(column.typeCode)}</span><span class="sr-only">${escapeHtml(words.column(column))}</span></th>`,
    )
    .join("");
  const rows = tower.floors
    .map((floor) => {
      const cells = floor.units
        .map(
          (unit) =>
            `<td data-s="${unitStatusCodes[unit.status]}"><a href="${escapeHtml(words.href(unit))}"><span>${escapeHtml(words.cell(unit))}</span></a></td>`,
        )
        .join("");
      return `<tr><th scope="row" class="pe-0.5 text-end font-semibold text-muted max-sm:text-[11px] sm:pe-1"><span aria-hidden="true">${floor.floor}</span><span class="sr-only">${escapeHtml(words.levelNumber(floor.floor))}</span></th>${cells}</tr>`;
    })
    .join("");
  // On a phone the corner word would push the last column out of view ("Tingkat" is wide); the
  // numbers down the side read as levels without it, a little smaller: 14 cells of 24 px fill 390.
  const corner = `<th scope="col" class="pe-0.5 text-start align-bottom font-semibold text-muted sm:pe-1"><span class="max-sm:sr-only">${escapeHtml(words.level)}</span></th>`;
  const letters = unitStatuses
    .map((status) => `--letter-${unitStatusCodes[status]}:${cssString(words.letter(status))}`)
    .join(";");
  return `<table class="stacking-chart border-separate border-spacing-[2px] text-xs leading-none tabular-nums ${stackingChartClasses}" style="${escapeHtml(letters)}"><caption class="sr-only">${escapeHtml(words.caption)}</caption><thead>${facingRow(columns)}<tr>${corner}${header}</tr></thead><tbody>${rows}</tbody></table>`;
}
