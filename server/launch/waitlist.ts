import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getUnitType } from "@/content/units/unit-types";
import type { Database } from "../db/schema";
import { personLead } from "../leads/person-lead";
import { recordClaimEvent, SYSTEM_ACTOR, type ClaimActor } from "./claim-event";
import { holdUnitIn } from "./hold";

export type JoinResult =
  | { ok: true; id: string; place: number; joined: boolean }
  | { ok: false; error: "lead-not-found" | "unknown-type" };

/** Puts a buyer in line for a unit type (once: joining again keeps their place). */
export async function joinWaitlist(
  db: Kysely<Database>,
  request: { typeCode: string; leadId: string; actor: ClaimActor & { id: string } },
  now = new Date(),
): Promise<JoinResult> {
  if (!getUnitType(request.typeCode)) return { ok: false, error: "unknown-type" };
  return db.transaction().execute(async (trx) => {
    const lead = await personLead(trx, request.leadId);
    if (!lead) return { ok: false, error: "lead-not-found" } as const;
    const id = randomUUID();
    const at = now.toISOString();
    const inserted = await trx
      .insertInto("unit_waitlist")
      .values({
        id,
        type_code: request.typeCode,
        lead_id: lead.id,
        staff_id: request.actor.id,
        created_at: at,
        active: 1,
        offered_unit_id: null,
        ended_at: null,
      })
      .onConflict((oc) => oc.columns(["type_code", "lead_id", "active"]).doNothing())
      .executeTakeFirst();
    const joined = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    const entry = await trx
      .selectFrom("unit_waitlist")
      .select(["id", "created_at"])
      .where("type_code", "=", request.typeCode)
      .where("lead_id", "=", lead.id)
      .where("active", "=", 1)
      .executeTakeFirstOrThrow();
    const ahead = await trx
      .selectFrom("unit_waitlist")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("type_code", "=", request.typeCode)
      .where("state", "=", "waiting")
      .where("created_at", "<", entry.created_at)
      .executeTakeFirstOrThrow();
    if (joined) {
      await recordClaimEvent(trx, request.actor, {
        leadId: lead.id,
        unitId: request.typeCode,
        claimId: id,
        stage: "waitlist",
        action: "unit.waitlist",
        detail: `joined the waitlist for type ${request.typeCode}`,
        at: now,
      });
    }
    return { ok: true, id: entry.id, place: Number(ahead.n) + 1, joined } as const;
  });
}

/**
 * Offers a unit just freed to the first buyer waiting for its type, inside the transaction that
 * freed it: the unit is held for them (for the launch's hold length) by the salesperson who put
 * them in line, so nobody else can take it meanwhile. A buyer who can no longer be offered
 * anything (erased) leaves the line and the next is asked.
 */
export async function offerToWaitlist(
  trx: Kysely<Database>,
  unitId: string,
  now: Date,
): Promise<void> {
  const unit = await trx
    .selectFrom("units")
    .select(["type_code", "status"])
    .where("id", "=", unitId)
    .executeTakeFirst();
  if (!unit || unit.status !== "available") return;
  for (let tries = 0; tries < 5; tries += 1) {
    const next = await trx
      .selectFrom("unit_waitlist")
      .selectAll()
      .where("type_code", "=", unit.type_code)
      .where("state", "=", "waiting")
      .orderBy("created_at")
      .orderBy("id")
      .executeTakeFirst();
    if (!next) return;
    const offered = await trx
      .updateTable("unit_waitlist")
      .set({ state: "offered", offered_unit_id: unitId })
      .where("id", "=", next.id)
      .where("state", "=", "waiting")
      .executeTakeFirst();
    if (Number(offered.numUpdatedRows) === 0) continue;
    const held = await holdUnitIn(
      trx,
      {
        unitId,
        leadId: next.lead_id,
        staffId: next.staff_id,
        actor: SYSTEM_ACTOR,
        waitlistId: next.id,
      },
      now,
    );
    if (held.ok) return;
    await trx
      .updateTable("unit_waitlist")
      .set({ state: "left", active: null, ended_at: now.toISOString() })
      .where("id", "=", next.id)
      .execute();
  }
}

/** Takes a buyer out of a line they no longer want to wait in. */
export async function leaveWaitlist(db: Kysely<Database>, id: string, now = new Date()) {
  const left = await db
    .updateTable("unit_waitlist")
    .set({ state: "left", active: null, ended_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "waiting")
    .executeTakeFirst();
  return Number(left.numUpdatedRows) > 0;
}
