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

/** A lead's first registration (the person's lead), or undefined when none or erased. */
export async function leadOf(
  db: Kysely<Database>,
  leadId: string,
): Promise<{ id: string; agent: string | null; ownerId: string | null } | undefined> {
  const given = await db
    .selectFrom("registrations")
    .select(["id", "duplicate_of"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!given) return undefined;
  const root = await db
    .selectFrom("registrations")
    .select(["id", "agent", "owner_id", "erased_at"])
    .where("id", "=", given.duplicate_of ?? given.id)
    .executeTakeFirst();
  if (!root || root.erased_at) return undefined;
  return { id: root.id, agent: root.agent, ownerId: root.owner_id };
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
