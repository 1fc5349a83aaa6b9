import { queueStageConversions } from "../conversions/queue-stage";
import type { Kysely } from "kysely";
import { formatRinggit } from "@/lib/money/ringgit";
import type { FeeMethod } from "@/lib/launch/booking-schema";
import type { ClaimStage, Database } from "../db/schema";
import { claimById, type Claim } from "./claims";
import { recordClaimEvent, type ClaimActor } from "./claim-event";
import { endClaim, type Ending } from "./free-unit";
import { getLaunchSettings } from "./settings";
import { recordUnitEvent } from "./unit-events";

export type StepResult =
  { ok: true; claim: Claim } | { ok: false; error: "not-found" | "conflict"; stage?: ClaimStage };

async function moveOn(
  trx: Kysely<Database>,
  claim: Claim,
  step: {
    from: readonly ClaimStage[];
    to: ClaimStage;
    unitStatus?: "booked" | "sold";
    set: Partial<Claim>;
    /** For a booking: only while the hold has not run out. */
    notExpiredAt?: string;
  },
): Promise<boolean> {
  let update = trx
    .updateTable("unit_claims")
    .set({ ...step.set, stage: step.to })
    .where("id", "=", claim.id)
    .where("stage", "in", step.from);
  if (step.notExpiredAt) update = update.where("expires_at", ">", step.notExpiredAt);
  const moved = await update.executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  if (step.unitStatus) {
    const at = new Date().toISOString();
    await trx
      .updateTable("units")
      .set({ status: step.unitStatus, updated_at: at, updated_by: "system:launch" })
      .where("id", "=", claim.unit_id)
      .where("claim_id", "=", claim.id)
      .execute();
    await recordUnitEvent(trx, claim.unit_id, step.unitStatus, at);
  }
  return true;
}

/** Runs one step on a claim in a transaction; `not-found` or `conflict` (with its stage) otherwise. */
async function step(
  db: Kysely<Database>,
  claimId: string,
  run: (trx: Kysely<Database>, claim: Claim) => Promise<boolean>,
): Promise<StepResult> {
  return db.transaction().execute(async (trx) => {
    const claim = await claimById(trx, claimId);
    if (!claim) return { ok: false, error: "not-found" } as const;
    if (!(await run(trx, claim))) {
      const now = await claimById(trx, claimId);
      return { ok: false, error: "conflict", stage: now?.stage } as const;
    }
    return { ok: true, claim: (await claimById(trx, claimId)) as Claim } as const;
  });
}

export interface Fee {
  fee: number;
  method: FeeMethod;
  reference: string;
}

/** A hold becomes a booking awaiting approval, with the fee taken; refused once the hold ended. */
export function bookHold(
  db: Kysely<Database>,
  claimId: string,
  fee: Fee,
  actor: ClaimActor,
  now = new Date(),
) {
  return step(db, claimId, async (trx, claim) => {
    const at = now.toISOString();
    const moved = await moveOn(trx, claim, {
      from: ["held"],
      to: "pending",
      unitStatus: "booked",
      notExpiredAt: at,
      set: {
        fee: fee.fee,
        fee_method: fee.method,
        fee_reference: fee.reference || null,
        booked_at: at,
      },
    });
    if (!moved) return false;
    if (claim.waitlist_id) {
      await trx
        .updateTable("unit_waitlist")
        .set({ state: "done", active: null, ended_at: at })
        .where("id", "=", claim.waitlist_id)
        .execute();
    }
    await recordClaimEvent(trx, actor, {
      leadId: claim.lead_id,
      unitId: claim.unit_id,
      claimId: claim.id,
      stage: "pending",
      action: "unit.book",
      detail: fee.fee ? `booking fee ${formatRinggit(fee.fee)} by ${fee.method}` : "no booking fee",
      details: { fee: fee.fee, method: fee.method },
      at: now,
    });
    return true;
  });
}

/** An admin approves a booking: the unit is the buyer's, booked. */
export function approveBooking(
  db: Kysely<Database>,
  claimId: string,
  actor: ClaimActor & { id: string },
  now = new Date(),
) {
  return step(db, claimId, async (trx, claim) => {
    const moved = await moveOn(trx, claim, {
      from: ["pending"],
      to: "booked",
      set: { decided_at: now.toISOString(), decided_by: actor.id },
    });
    if (moved) {
      // An approved booking is the Booked conversion (once per lead, whatever its status says).
      await queueStageConversions(trx, claim.lead_id, "booked", now);
      await recordClaimEvent(trx, actor, {
        leadId: claim.lead_id,
        unitId: claim.unit_id,
        claimId: claim.id,
        stage: "booked",
        action: "unit.approve",
        detail: "booking approved",
        at: now,
      });
    }
    return moved;
  });
}

/** The SPA is signed: the unit is sold, on that day. */
export function markSold(
  db: Kysely<Database>,
  claimId: string,
  signedOn: string,
  actor: ClaimActor,
  now = new Date(),
) {
  return step(db, claimId, async (trx, claim) => {
    const moved = await moveOn(trx, claim, {
      from: ["booked"],
      to: "sold",
      unitStatus: "sold",
      set: { sold_on: signedOn },
    });
    if (moved) {
      await recordClaimEvent(trx, actor, {
        leadId: claim.lead_id,
        unitId: claim.unit_id,
        claimId: claim.id,
        stage: "sold",
        action: "unit.sold",
        detail: `SPA signed on ${signedOn}`,
        details: { signedOn },
        at: now,
      });
    }
    return moved;
  });
}

/** A salesperson lets a hold go before it lapses. */
export function releaseHold(
  db: Kysely<Database>,
  claimId: string,
  actor: ClaimActor,
  reason?: string,
  now = new Date(),
) {
  return step(db, claimId, (trx, claim) =>
    endClaim(
      trx,
      claim,
      { stage: "released", from: ["held"], action: "unit.release", reason, offer: true },
      actor,
      now,
    ),
  );
}

/** What happens to a booking's fee when it ends, for the reason on the buyer's timeline. */
async function feeOutcome(trx: Kysely<Database>, claim: Claim): Promise<string> {
  if (!claim.fee) return "";
  const { feeRefundable } = await getLaunchSettings(trx);
  return feeRefundable
    ? ` · fee ${formatRinggit(claim.fee)} to be refunded`
    : ` · fee ${formatRinggit(claim.fee)} kept (not refundable)`;
}

/** Ends a booking with a reason that also says what happens to its fee; the unit is free at once. */
function endBooking(
  db: Kysely<Database>,
  claimId: string,
  ending: Pick<Ending, "stage" | "from" | "action"> & { reason: string },
  actor: ClaimActor,
  now: Date,
) {
  return step(db, claimId, async (trx, claim) =>
    endClaim(
      trx,
      claim,
      { ...ending, reason: ending.reason + (await feeOutcome(trx, claim)), offer: true },
      actor,
      now,
    ),
  );
}

/** An admin declines a booking awaiting approval. */
export const declineBooking = (
  db: Kysely<Database>,
  claimId: string,
  reason: string,
  actor: ClaimActor,
  now = new Date(),
) =>
  endBooking(
    db,
    claimId,
    { stage: "declined", from: ["pending"], action: "unit.decline", reason },
    actor,
    now,
  );

/** A booking is cancelled (the buyer withdrew), awaiting approval or approved. */
export const cancelBooking = (
  db: Kysely<Database>,
  claimId: string,
  reason: string,
  actor: ClaimActor,
  now = new Date(),
) =>
  endBooking(
    db,
    claimId,
    { stage: "cancelled", from: ["pending", "booked"], action: "unit.cancel", reason },
    actor,
    now,
  );
