import type { Kysely } from "kysely";
import type { ManualUnitStatus } from "@/lib/units/statuses";
import type { Database } from "../db/schema";
import { applyUnitChanges } from "./apply";

/**
 * Gives the chosen units one status, available or reserved (an admin's bulk change on the desk).
 * Units already in that status, units a buyer holds, has booked or bought, and ids that name no
 * unit are left out; returns how many changed.
 */
export async function changeUnitStatuses(
  db: Kysely<Database>,
  actor: string,
  ids: string[],
  status: ManualUnitStatus,
): Promise<number> {
  if (!ids.length) return 0;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("units")
      .select(["id", "status", "claim_id"])
      .where("id", "in", [...new Set(ids)])
      .orderBy("id")
      .execute();
    const changes = current
      .filter((unit) => unit.status !== status && unit.claim_id === null)
      .map((unit) => ({ id: unit.id, status: { from: unit.status, to: status } }));
    return (await applyUnitChanges(trx, actor, changes, "desk")).length;
  });
}
