import type { Kysely } from "kysely";
import type { ClaimStage, Database, UnitClaimTable } from "../db/schema";

/** The stages in which a claim stands: the unit is the buyer's. */
export const standingStages = ["held", "pending", "booked", "sold"] as const satisfies ClaimStage[];

/** The unit status each standing stage shows. */
export const unitStatusOfStage = {
  held: "held",
  pending: "booked",
  booked: "booked",
  sold: "sold",
} as const;

export type Claim = UnitClaimTable;

export async function claimById(db: Kysely<Database>, id: string): Promise<Claim | undefined> {
  return db.selectFrom("unit_claims").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A claim as the API shows it. */
export function claimJson(claim: Claim) {
  return {
    id: claim.id,
    unitId: claim.unit_id,
    leadId: claim.lead_id,
    status: claim.stage,
    expiresAt: claim.expires_at,
    fee: claim.fee,
    method: claim.fee_method,
  };
}
