import type { Kysely } from "kysely";
import type { ClaimStage, Database } from "../db/schema";
import type { Claim } from "./claims";
import { recordClaimEvent, type ClaimActor } from "./claim-event";
import { recordUnitEvent } from "./unit-events";
import { offerToWaitlist } from "./waitlist";

export interface Ending {
  stage: Extract<ClaimStage, "lapsed" | "released" | "declined" | "cancelled" | "changed">;
  /** The stages the claim may be in for this ending to apply. */
  from: readonly ClaimStage[];
  action: string;
  reason?: string;
  /** Offer the freed unit to the first buyer waiting for its type (not when changing units). */
  offer: boolean;
}

/**
 * Ends a standing claim and frees its unit, inside the caller's transaction: one conditional
 * UPDATE of the claim (it must still be in one of `from`), then the unit, only if that claim is
 * still the unit's. Returns false (nothing written) when the claim had already moved on.
 */
export async function endClaim(
  trx: Kysely<Database>,
  claim: Claim,
  ending: Ending,
  actor: ClaimActor,
  now: Date,
  extra: { expiredBy?: string } = {},
): Promise<boolean> {
  const at = now.toISOString();
  let update = trx
    .updateTable("unit_claims")
    .set({
      stage: ending.stage,
      active: null,
      ended_at: at,
      ended_by: actor.id,
      end_reason: ending.reason ?? null,
    })
    .where("id", "=", claim.id)
    .where("stage", "in", ending.from);
  if (extra.expiredBy) update = update.where("expires_at", "<=", extra.expiredBy);
  const ended = await update.executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) return false;
  await trx
    .updateTable("units")
    .set({ status: "available", claim_id: null, updated_at: at, updated_by: actor.id ? `staff:${actor.id}` : "system:launch" })
    .where("id", "=", claim.unit_id)
    .where("claim_id", "=", claim.id)
    .execute();
  await recordUnitEvent(trx, claim.unit_id, "available", at);
  await recordClaimEvent(trx, actor, {
    leadId: claim.lead_id,
    unitId: claim.unit_id,
    claimId: claim.id,
    stage: ending.stage,
    action: ending.action,
    detail: ending.reason,
    details: { from: claim.stage, ...(ending.reason ? { reason: true } : {}) },
    at: now,
  });
  if (claim.waitlist_id) {
    await trx
      .updateTable("unit_waitlist")
      .set({ state: "passed", active: null, ended_at: at })
      .where("id", "=", claim.waitlist_id)
      .where("state", "=", "offered")
      .execute();
  }
  if (ending.offer) await offerToWaitlist(trx, claim.unit_id, now);
  return true;
}
