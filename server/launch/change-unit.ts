import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { claimById, unitStatusOfStage, type Claim } from "./claims";
import { recordClaimEvent, type ClaimActor } from "./claim-event";
import { endClaim } from "./free-unit";
import { holdUnitIn } from "./hold";
import { recordUnitEvent } from "./unit-events";

export type ChangeResult =
  | { ok: true; claim: Claim }
  | { ok: false; error: "not-found" | "conflict" | "unit-not-found" | "unavailable" };

/**
 * Moves a buyer's claim to another unit, in one transaction: the new unit is taken first (it must
 * be available), then the old claim ends as `changed` and its unit is free at once; the new claim
 * keeps the stage, fee and approval of the old one. Either both happen or neither.
 */
export async function changeUnit(
  db: Kysely<Database>,
  claimId: string,
  newUnitId: string,
  reason: string,
  actor: ClaimActor & { id: string },
  now = new Date(),
): Promise<ChangeResult> {
  return db
    .transaction()
    .execute(async (trx) => {
      const old = await claimById(trx, claimId);
      if (!old) return { ok: false, error: "not-found" } as const;
      if (!["held", "pending", "booked"].includes(old.stage)) return { ok: false, error: "conflict" } as const;
      const held = await holdUnitIn(
        trx,
        { unitId: newUnitId, leadId: old.lead_id, staffId: old.staff_id, actor, replaces: old.id },
        now,
      );
      if (!held.ok) {
        if (held.error === "lead-not-found") return { ok: false, error: "conflict" } as const;
        return { ok: false, error: held.error } as const;
      }
      const ended = await endClaim(
        trx,
        old,
        { stage: "changed", from: ["held", "pending", "booked"], action: "unit.change", reason: `to ${newUnitId}: ${reason}`, offer: true },
        actor,
        now,
      );
      // The old claim moved on meanwhile: undo the new hold with the transaction.
      if (!ended) throw new ChangeConflict();
      if (old.stage !== "held") {
        const status = unitStatusOfStage[old.stage as "pending" | "booked"];
        await trx
          .updateTable("unit_claims")
          .set({
            stage: old.stage,
            expires_at: old.expires_at,
            fee: old.fee,
            fee_method: old.fee_method,
            fee_reference: old.fee_reference,
            booked_at: old.booked_at,
            decided_at: old.decided_at,
            decided_by: old.decided_by,
          })
          .where("id", "=", held.claim.id)
          .execute();
        await trx.updateTable("units").set({ status }).where("id", "=", newUnitId).execute();
        await recordUnitEvent(trx, newUnitId, status, now.toISOString());
      }
      await recordClaimEvent(trx, actor, {
        leadId: old.lead_id,
        unitId: newUnitId,
        claimId: held.claim.id,
        stage: old.stage,
        action: "unit.change",
        detail: `moved from ${old.unit_id}`,
        details: { from: old.unit_id },
        at: now,
      });
      return { ok: true, claim: (await claimById(trx, held.claim.id)) as Claim } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof ChangeConflict) return { ok: false, error: "conflict" } as const;
      throw error;
    });
}

class ChangeConflict extends Error {}
