"use server";

import { revalidatePath, updateTag } from "next/cache";
import { z } from "zod";
import { manualUnitStatuses } from "@/lib/units/statuses";
import { UNIT_LABEL } from "@/lib/units/label";
import { requirePermission } from "../access/guard";
import { actorOf } from "../auth/session";
import { getDb } from "../db/client";
import { UNITS_TAG } from "./cached-summary";
import { changeUnitStatuses } from "./change-status";
import { importUnitsCsv, type ImportProblem } from "./csv-import";

export interface UnitActionState {
  message?: string;
  error?: string;
  problems?: ImportProblem[];
}

const bulk = z.object({
  ids: z.array(z.string().regex(UNIT_LABEL)).min(1).max(700),
  status: z.enum(manualUnitStatuses),
});

/** Expires the public summary here at once; other instances follow within SUMMARY_SECONDS. */
function refreshPublicFigures() {
  updateTag(UNITS_TAG);
  revalidatePath("/admin/units");
}

/** The list's "Mark ticked units" form: one status for every ticked unit. */
export async function changeStatusAction(
  _: UnitActionState,
  form: FormData,
): Promise<UnitActionState> {
  const staff = await requirePermission("units.manage");
  const ids = [...new Set(form.getAll("ids").map(String))];
  if (!ids.length) return { error: "Tick the units to change first." };
  const parsed = bulk.safeParse({ ids, status: form.get("status") ?? "" });
  if (!parsed.success)
    return {
      error:
        "Choose Available or Reserved: held, booked and sold units name their buyer, so only the launch console sets them.",
    };
  const changed = await changeUnitStatuses(
    getDb(),
    actorOf(staff),
    parsed.data.ids,
    parsed.data.status,
  );
  refreshPublicFigures();
  return {
    message: `${changed === 1 ? "1 unit" : `${changed} units`} marked ${parsed.data.status}${
      changed < ids.length
        ? ` (${ids.length - changed} left as they were: already ${parsed.data.status}, or a buyer's)`
        : ""
    }.`,
  };
}

/** The CSV import: the whole file is checked, and applied only when no row has a problem. */
export async function importUnitsAction(
  _: UnitActionState,
  form: FormData,
): Promise<UnitActionState> {
  const staff = await requirePermission("units.manage");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { error: "Choose a CSV file to import." };
  if (file.size > 1_000_000)
    return { error: "The file is larger than 1 MB: export it again from here." };
  const result = await importUnitsCsv(
    getDb(),
    { actor: actorOf(staff), role: staff.role },
    await file.text(),
  );
  if (!result.ok) {
    return {
      error: `Nothing was imported: ${result.problems.length === 1 ? "1 problem" : `${result.problems.length} problems`} to fix first.`,
      problems: result.problems,
    };
  }
  refreshPublicFigures();
  return {
    message: `Imported: ${result.statusChanges} status and ${result.priceChanges} price changes${
      result.skipped
        ? ` (${result.skipped} units a buyer took meanwhile were left as they are)`
        : ""
    }.`,
  };
}
