import type { Kysely } from "kysely";
import type { UnitStatus } from "@/lib/units/statuses";
import type { Database } from "../db/schema";
import { applyUnitChanges } from "./apply";

/**
 * Gives the chosen units one status (a staff member's bulk change on the desk). Units already in
 * that status, and ids that name no unit, are left out; returns how many changed.
 */
export async function changeUnitStatuses(
  db: Kysely<Database>,
  actor: string,
  ids: string[],
  status: UnitStatus,
): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("units")
      .select(["id", "status"])
      .where("id", "in", [...new Set(ids)])
      .orderBy("id")
      .execute();
    const changes = current
      .filter((unit) => unit.status !== status)
      .map((unit) => ({ id: unit.id, status: { from: unit.status, to: status } }));
    await applyUnitChanges(trx, actor, changes, "desk");
    return changes.length;
  });
}
