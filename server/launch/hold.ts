import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { formatClock } from "@/lib/time/malaysia";
import type { Database } from "../db/schema";
import { creditedAgent } from "../agents/credit";
import { personLead } from "../leads/person-lead";
import { claimById, type Claim } from "./claims";
import { recordClaimEvent, type ClaimActor } from "./claim-event";
import { lapseUnitHold } from "./lapse";
import { getLaunchSettings } from "./settings";
import { recordUnitEvent } from "./unit-events";

export interface HoldRequest {
  unitId: string;
  leadId: string;
  /** The salesperson the hold is made for (the actor, or a waitlist entry's salesperson). */
  staffId: string;
  actor: ClaimActor;
  /** How long the hold lasts; the launch setting when not given. */
  minutes?: number;
  waitlistId?: string;
  replaces?: string;
}

export type HoldResult =
  | { ok: true; claim: Claim }
  | { ok: false; error: "unit-not-found" | "lead-not-found" | "unavailable" };

/**
 * Holds a unit for one buyer, inside the caller's transaction. The unit is taken by one
 * conditional UPDATE (`where status = 'available'`): of any number of instances asking at once,
 * PostgreSQL lets one change the row and re-checks the others against what it committed, and
 * SQLite runs one writer at a time. The claim's unique `(unit_id, active)` backs it up.
 */
export async function holdUnitIn(
  trx: Kysely<Database>,
  request: HoldRequest,
  now: Date,
): Promise<HoldResult> {
  const lead = await personLead(trx, request.leadId);
  if (!lead) return { ok: false, error: "lead-not-found" };
  // A hold past its time that the sweep has not reached yet must not keep the unit.
  await lapseUnitHold(trx, request.unitId, now);
  const minutes = request.minutes ?? (await getLaunchSettings(trx)).holdMinutes;
  const at = now.toISOString();
  const claimId = randomUUID();
  const taken = await trx
    .updateTable("units")
    .set({
      status: "held",
      claim_id: claimId,
      updated_at: at,
      updated_by: request.actor.id ? `staff:${request.actor.id}` : "system:launch",
    })
    .where("id", "=", request.unitId)
    .where("status", "=", "available")
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const unit = await trx
      .selectFrom("units")
      .select("id")
      .where("id", "=", request.unitId)
      .executeTakeFirst();
    return { ok: false, error: unit ? "unavailable" : "unit-not-found" };
  }
  const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
  // The agent protecting the buyer now is credited; otherwise the lead's agent label, as before.
  const agent = await creditedAgent(trx, lead.id, now);
  await trx
    .insertInto("unit_claims")
    .values({
      id: claimId,
      unit_id: request.unitId,
      lead_id: lead.id,
      staff_id: request.staffId,
      agent: agent?.label ?? lead.agent,
      agent_id: agent?.id ?? null,
      stage: "held",
      active: 1,
      held_at: at,
      expires_at: expiresAt,
      fee: null,
      fee_method: null,
      fee_reference: null,
      booked_at: null,
      decided_at: null,
      decided_by: null,
      sold_on: null,
      ended_at: null,
      ended_by: null,
      end_reason: null,
      replaces: request.replaces ?? null,
      waitlist_id: request.waitlistId ?? null,
    })
    .execute();
  await recordUnitEvent(trx, request.unitId, "held", at);
  await recordClaimEvent(trx, request.actor, {
    leadId: lead.id,
    unitId: request.unitId,
    claimId,
    stage: "held",
    action: "unit.hold",
    detail: `until ${formatClock(expiresAt)}${request.waitlistId ? " (offered from the waitlist)" : ""}`,
    details: { minutes, ...(request.waitlistId ? { waitlist: request.waitlistId } : {}) },
    at: now,
  });
  const claim = await claimById(trx, claimId);
  return { ok: true, claim: claim as Claim };
}

/** Holds a unit for a buyer in a transaction of its own. */
export async function holdUnit(
  db: Kysely<Database>,
  request: HoldRequest,
  now = new Date(),
): Promise<HoldResult> {
  return db.transaction().execute((trx) => holdUnitIn(trx, request, now));
}
