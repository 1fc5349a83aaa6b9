import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { ClaimStage, Database } from "../db/schema";
import { nextEventTime } from "../leads/event-time";

/** Who did it: a staff member, or the desk itself (a hold lapsing, a waitlist offer). */
export interface ClaimActor {
  /** `staff_users.id`; null for the system. */
  id: string | null;
  name: string;
}

export const SYSTEM_ACTOR: ClaimActor = { id: null, name: "The launch desk" };

export const auditActor = (actor: ClaimActor) =>
  actor.id ? `staff:${actor.id}` : "system:launch";

export interface ClaimEvent {
  leadId: string;
  unitId: string;
  claimId: string;
  /** The claim's stage after the change, or `waitlist` / `offered` for the waitlist. */
  stage: ClaimStage | "waitlist" | "offered";
  /** The audit log's action (lib/audit/actions.ts). */
  action: string;
  /** Shown on the lead's timeline after the unit: a reason, the expiry, the fee. */
  detail?: string;
  /** For the audit log: ids, amounts and codes, never personal data. */
  details?: Record<string, unknown>;
  at: Date;
}

/**
 * One step of a buyer's claim on a unit, on their lead's timeline ("Siti held A-12-03 …") and in
 * the audit log, inside the transaction that took the step.
 */
export async function recordClaimEvent(
  trx: Kysely<Database>,
  actor: ClaimActor,
  event: ClaimEvent,
): Promise<void> {
  await trx
    .insertInto("lead_events")
    .values({
      id: randomUUID(),
      registration_id: event.leadId,
      at: await nextEventTime(trx, event.leadId),
      actor_id: actor.id,
      actor_name: actor.name,
      kind: "unit",
      from_status: null,
      to_status: event.stage,
      note: event.detail ? `${event.unitId} · ${event.detail}` : event.unitId,
    })
    .execute();
  await writeAudit(trx, {
    actor: auditActor(actor),
    action: event.action,
    entity: "unit",
    entityId: event.unitId,
    details: { claim: event.claimId, lead: event.leadId, stage: event.stage, ...event.details },
    at: event.at,
  });
}
