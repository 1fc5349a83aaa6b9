import { unitStatusCodes } from "@/lib/units/status-style";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";

/**
 * What the availability page's live island (live-availability.tsx) needs to patch the HTML the
 * server wrote: the cells of the stacking chart (stacking-chart-html.ts), the counts marked with
 * data attributes, and the words of a cell for screen readers.
 */

/** A cell's words with `{unit}`, `{type}` and `{status}` left in, in the page's language. */
export type CellTemplate = string;

export const fillCell = (template: CellTemplate, unit: string, type: string, status: string) =>
  template.replace("{unit}", unit).replace("{type}", type).replace("{status}", status);

/** Reads a cell's unit and type back from its words; null when they do not fit the template. */
export function cellReader(
  template: CellTemplate,
): (words: string) => { unit: string; type: string } | null {
  const pattern = new RegExp(
    `^${template
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      .replace("\\{unit\\}", "(?<unit>[A-Z]-\\d+-\\d+)")
      .replace("\\{type\\}", "(?<type>\\S+?)")
      .replace("\\{status\\}", ".+")}$`,
  );
  return (words) => {
    const groups = pattern.exec(words)?.groups;
    return groups?.unit && groups.type ? { unit: groups.unit, type: groups.type } : null;
  };
}

const statusOfCode = new Map(unitStatuses.map((status) => [unitStatusCodes[status], status]));

/** The status of a one-letter code (a cell's `data-s`), or undefined for one this page does not know. */
export const statusOfLetter = (code: string | undefined): UnitStatus | undefined =>
  statusOfCode.get(code ?? "");

export interface Tally {
  statuses: Record<UnitStatus, number>;
  /** Available units per type code. */
  availableByType: Record<string, number>;
  available: number;
}

/** Counts what the chart's cells show. */
export function tally(units: Iterable<{ type: string; status: UnitStatus }>): Tally {
  const statuses = Object.fromEntries(unitStatuses.map((status) => [status, 0])) as Record<
    UnitStatus,
    number
  >;
  const availableByType: Record<string, number> = {};
  for (const { type, status } of units) {
    statuses[status] += 1;
    availableByType[type] = (availableByType[type] ?? 0) + (status === "available" ? 1 : 0);
  }
  return { statuses, availableByType, available: statuses.available };
}
