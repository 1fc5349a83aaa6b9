import type { Kysely } from "kysely";
import { parseCsv } from "@/lib/csv/parse";
import { formatRinggit } from "@/lib/money/ringgit";
import { isManualUnitStatus, isUnitStatus, unitStatuses } from "@/lib/units/statuses";
import { can } from "../access/policy";
import type { StaffRole } from "../auth/roles";
import type { Database } from "../db/schema";
import { applyUnitChanges, type UnitChange } from "./apply";
import { unitCsvColumns } from "./csv-columns";

export interface ImportProblem {
  line: number;
  column: string;
  message: string;
}

export type ImportResult =
  | { ok: true; statusChanges: number; priceChanges: number; skipped: number }
  | { ok: false; problems: ImportProblem[] };

/** A list price the desk accepts: whole ringgit, within what any suite here could cost. */
const PRICE = { min: 100_000, max: 10_000_000 };

/**
 * Imports a units CSV (the export's columns): checks every row first and reports each bad one by
 * line and column; only a file without problems is applied, in one transaction. A row changes a
 * unit's status and, for admins only, its list price; the other columns must match the unit.
 */
export async function importUnitsCsv(
  db: Kysely<Database>,
  staff: { actor: string; role: StaffRole },
  text: string,
): Promise<ImportResult> {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header || header.cells.join(",").toLowerCase() !== unitCsvColumns.join(",")) {
    return {
      ok: false,
      problems: [
        {
          line: header?.line ?? 1,
          column: "header",
          message: `The first line must be the column names: ${unitCsvColumns.join(",")}.`,
        },
      ],
    };
  }
  return db.transaction().execute(async (trx) => {
    const units = new Map(
      (await trx.selectFrom("units").selectAll().execute()).map((unit) => [unit.id, unit]),
    );
    const problems: ImportProblem[] = [];
    const changes: UnitChange[] = [];
    const seen = new Set<string>();
    for (const { line, cells } of rows.slice(1)) {
      const problem = (column: string, message: string) => problems.push({ line, column, message });
      if (cells.length !== unitCsvColumns.length) {
        problem("row", `Expected ${unitCsvColumns.length} columns, found ${cells.length}.`);
        continue;
      }
      const [id, tower, floor, type, sqft, price, status] = cells as [string, ...string[]];
      const unit = units.get(id.toUpperCase());
      if (!unit) {
        problem("unit", `No unit ${JSON.stringify(id)}.`);
        continue;
      }
      if (seen.has(unit.id)) problem("unit", `${unit.id} appears twice in the file.`);
      seen.add(unit.id);
      const fixed: [string, string | undefined, string | number][] = [
        ["tower", tower, unit.tower],
        ["floor", floor, Number(unit.floor)],
        ["type", type?.toUpperCase(), unit.type_code],
        ["built_up_sqft", sqft, Number(unit.built_up_sqft)],
      ];
      for (const [column, value, actual] of fixed) {
        if (value !== String(actual))
          problem(
            column,
            `${unit.id} has ${column} ${actual}; the file says ${JSON.stringify(value)}.`,
          );
      }
      const change: UnitChange = { id: unit.id };
      const statusText = (status ?? "").toLowerCase();
      if (!isUnitStatus(statusText))
        problem(
          "status",
          `${JSON.stringify(status)} is not a status (${unitStatuses.join(", ")}).`,
        );
      else if (statusText !== unit.status) {
        if (!isManualUnitStatus(statusText) || !isManualUnitStatus(unit.status))
          problem(
            "status",
            `${unit.id} is ${unit.status} and the file says ${statusText}: held, booked and sold units name their buyer, so only the launch console changes them.`,
          );
        else if (!can(staff, "units.manage"))
          problem("status", `Only an admin can change statuses (${unit.id}'s status changed).`);
        else change.status = { from: unit.status, to: statusText };
      }
      const listPrice = Number((price ?? "").replace(/[,\s]/g, ""));
      if (!/^\d[\d,\s]*$/.test(price ?? "") || listPrice < PRICE.min || listPrice > PRICE.max)
        problem(
          "list_price",
          `${JSON.stringify(price)} is not a price in whole ringgit between ${formatRinggit(PRICE.min)} and ${formatRinggit(PRICE.max)}.`,
        );
      else if (listPrice !== Number(unit.list_price)) {
        if (staff.role !== "admin")
          problem("list_price", `Only an admin can change prices (${unit.id}'s price changed).`);
        else change.listPrice = { from: Number(unit.list_price), to: listPrice };
      }
      if (change.status || change.listPrice) changes.push(change);
    }
    if (rows.length < 2)
      problems.push({ line: 2, column: "row", message: "The file has no units." });
    if (problems.length) return { ok: false, problems };
    const applied = await applyUnitChanges(trx, staff.actor, changes, "import");
    return {
      ok: true,
      statusChanges: applied.filter((change) => change.status).length,
      priceChanges: applied.filter((change) => change.listPrice).length,
      // Units a buyer's hold reached between the read and the write keep the hold.
      skipped: changes.length - applied.length,
    };
  });
}
