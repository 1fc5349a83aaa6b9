import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { SYSTEM_ACTOR } from "./claim-event";
import { endClaim, type Ending } from "./free-unit";

const lapsing: Ending = {
  stage: "lapsed",
  from: ["held"],
  action: "unit.hold_lapsed",
  reason: "not booked in time",
  offer: true,
};

/** Lapses the hold on one unit if its time is up, inside the caller's transaction. */
export async function lapseUnitHold(
  trx: Kysely<Database>,
  unitId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const expired = await trx
    .selectFrom("unit_claims")
    .selectAll()
    .where("unit_id", "=", unitId)
    .where("stage", "=", "held")
    .where("expires_at", "<=", at)
    .executeTakeFirst();
  if (!expired) return false;
  return endClaim(trx, expired, lapsing, SYSTEM_ACTOR, now, { expiredBy: at });
}

/**
 * Frees every unit whose hold ran out, each in its own transaction (a slow one never holds up the
 * rest). Run by the worker every few seconds, so a hold ends on time with nobody looking; two
 * workers at once lapse each hold once, since the claim's UPDATE is conditional on its stage.
 */
export async function lapseExpiredHolds(db: Kysely<Database>, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom("unit_claims")
    .select("unit_id")
    .where("stage", "=", "held")
    .where("expires_at", "<=", at)
    .orderBy("expires_at")
    .limit(200)
    .execute();
  let lapsed = 0;
  for (const { unit_id } of due) {
    if (await db.transaction().execute((trx) => lapseUnitHold(trx, unit_id, now))) lapsed += 1;
  }
  return lapsed;
}
