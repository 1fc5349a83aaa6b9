import type { Kysely } from "kysely";
import { formatDateTime } from "@/lib/time/malaysia";
import type { Database } from "../db/schema";
import { recordStaffEvent, type Actor } from "../leads/staff-event";
import { agentLabel } from "./accounts";

export interface AgentClaimRow {
  id: string;
  leadId: string;
  buyer: string;
  agentId: string;
  agent: string;
  startedAt: string;
  endsAt: string;
}

/** Standing claims, the soonest to end first, for the admin's page. */
export async function listStandingClaims(
  db: Kysely<Database>,
  now = new Date(),
): Promise<AgentClaimRow[]> {
  const rows = await db
    .selectFrom("agent_claims as c")
    .innerJoin("registrations as r", "r.id", "c.lead_id")
    .innerJoin("agents as a", "a.staff_id", "c.agent_id")
    .innerJoin("staff_users as u", "u.id", "c.agent_id")
    .select([
      "c.id",
      "c.lead_id as leadId",
      "r.full_name as buyer",
      "r.erased_at as erasedAt",
      "c.agent_id as agentId",
      "u.name",
      "a.agency",
      "a.ren",
      "c.started_at as startedAt",
      "c.ends_at as endsAt",
    ])
    .where("c.active", "=", 1)
    .where("c.ends_at", ">=", now.toISOString())
    .orderBy("c.ends_at")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.leadId,
    buyer: row.erasedAt ? "Erased person" : row.buyer,
    agentId: row.agentId,
    agent: agentLabel(row),
    startedAt: row.startedAt,
    endsAt: row.endsAt,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

type ClaimChange = { ok: true; endsAt: string } | { ok: false };

/**
 * Adds days to a standing claim, counted from its current end. Compare and set: the UPDATE
 * changes the claim only while it still stands with the end that was read, so two admins
 * extending at once, or a release in between, never stack or revive it. In the lead's timeline
 * and the audit log, in one transaction.
 */
export async function extendClaim(
  db: Kysely<Database>,
  claimId: string,
  days: number,
  actor: Actor,
  now = new Date(),
): Promise<ClaimChange> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom("agent_claims")
      .select(["lead_id", "ends_at"])
      .where("id", "=", claimId)
      .where("active", "=", 1)
      .where("ends_at", ">=", now.toISOString())
      .executeTakeFirst();
    if (!claim) return { ok: false };
    const endsAt = new Date(Date.parse(claim.ends_at) + days * DAY_MS).toISOString();
    const changed = await trx
      .updateTable("agent_claims")
      .set({ ends_at: endsAt })
      .where("id", "=", claimId)
      .where("active", "=", 1)
      .where("ends_at", "=", claim.ends_at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return { ok: false };
    await recordStaffEvent(trx, claim.lead_id, actor, {
      kind: "agent",
      action: "agent.claim_extend",
      fields: {
        note: `Extended by ${days === 1 ? "1 day" : `${days} days`}, to ${formatDateTime(endsAt)}`,
      },
      details: { claim: claimId, days, from: claim.ends_at, to: endsAt },
    });
    return { ok: true, endsAt };
  });
}

/**
 * Ends a standing claim before its time (one conditional UPDATE: only while it stands), so the
 * buyer is free for another agent. In the lead's timeline and the audit log.
 */
export async function releaseClaim(
  db: Kysely<Database>,
  claimId: string,
  actor: Actor,
  now = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("agent_claims")
      .set({
        active: null,
        ended_at: now.toISOString(),
        ended_by: `staff:${actor.id}`,
        end_reason: "released",
      })
      .where("id", "=", claimId)
      .where("active", "=", 1)
      .returning(["lead_id"])
      .executeTakeFirst();
    if (!ended) return false;
    await recordStaffEvent(trx, ended.lead_id, actor, {
      kind: "agent",
      action: "agent.claim_release",
      fields: { note: "Released: another agent may now register the buyer" },
      details: { claim: claimId },
    });
    return true;
  });
}
