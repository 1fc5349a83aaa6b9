import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Another agent protects this person until `endsAt`: the refusal says when, never who. */
export class AgentClaimRefused extends Error {
  constructor(readonly endsAt: string) {
    super("the person is protected for another agent");
    this.name = "AgentClaimRefused";
  }
}

/**
 * Whether an error is that refusal. By its name and date rather than `instanceof`: the store that
 * throws it is one instance per process (server/registrations/store-instance.ts), possibly from
 * another bundle of this module than the caller's, whose class would then be a different one.
 */
export function isAgentClaimRefused(error: unknown): error is AgentClaimRefused {
  return (
    error instanceof Error &&
    error.name === "AgentClaimRefused" &&
    typeof (error as Partial<AgentClaimRefused>).endsAt === "string"
  );
}

export interface ClaimRequest {
  /** The person's first registration. */
  leadId: string;
  agentId: string;
  /** The agent's registration that asks for the claim. */
  registrationId: string;
  days: number;
  now: Date;
}

/**
 * Claims a person for an agent, inside the caller's transaction (the one storing the agent's
 * registration, so a refusal stores nothing). A standing claim past its end is ended first by one
 * conditional UPDATE; then the claim is inserted, and the unique `(lead_id, active)` lets exactly
 * one standing claim exist, however many agents try at once. When it is already the same agent's,
 * their registration is simply a repeat and the protection keeps its end (registering again does
 * not extend it); another agent's claim refuses with its end date.
 */
export async function claimForAgent(trx: Kysely<Database>, request: ClaimRequest): Promise<void> {
  const at = request.now.toISOString();
  await endExpiredClaim(trx, request.leadId, request.now);
  const inserted = await trx
    .insertInto("agent_claims")
    .values({
      id: randomUUID(),
      lead_id: request.leadId,
      agent_id: request.agentId,
      registration_id: request.registrationId,
      active: 1,
      started_at: at,
      ends_at: new Date(request.now.getTime() + request.days * DAY_MS).toISOString(),
      ended_at: null,
      ended_by: null,
      end_reason: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) return;
  const standing = await standingClaim(trx, request.leadId);
  if (!standing || standing.agentId === request.agentId) return;
  throw new AgentClaimRefused(standing.endsAt);
}

/** Ends the person's standing claim when its time is up; true when this call ended it. */
export async function endExpiredClaim(
  trx: Kysely<Database>,
  leadId: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const ended = await trx
    .updateTable("agent_claims")
    .set({ active: null, ended_at: at, ended_by: "system:agents", end_reason: "expired" })
    .where("lead_id", "=", leadId)
    .where("active", "=", 1)
    .where("ends_at", "<", at)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) > 0;
}

export interface StandingClaim {
  id: string;
  agentId: string;
  startedAt: string;
  endsAt: string;
}

/** The person's standing claim, if any (one that ran out but is not ended yet counts as gone). */
export async function standingClaim(
  db: Kysely<Database>,
  leadId: string,
  now = new Date(),
): Promise<StandingClaim | undefined> {
  const row = await db
    .selectFrom("agent_claims")
    .select(["id", "agent_id", "started_at", "ends_at"])
    .where("lead_id", "=", leadId)
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!row || row.ends_at < now.toISOString()) return undefined;
  return { id: row.id, agentId: row.agent_id, startedAt: row.started_at, endsAt: row.ends_at };
}
