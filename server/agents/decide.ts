import type { Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import { isPostgres } from "../db/dialect";
import type { AgentStatus, Database } from "../db/schema";

export const agentDecisions = ["approve", "reject", "suspend"] as const;
export type AgentDecision = (typeof agentDecisions)[number];

/** Where each decision may be taken from, and where it leads. */
const transitions: Record<AgentDecision, { from: AgentStatus[]; to: AgentStatus }> = {
  approve: { from: ["pending", "suspended", "rejected"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
};

/**
 * An admin's decision on an agent: one conditional UPDATE on the agents row (two admins deciding
 * at once: one changes it, the other finds it already decided), the account enabled or disabled
 * with it, the agent's sessions ended when they lose access, and the audit entry, in one
 * transaction. False when the agent is unknown or not in a state the decision applies to.
 */
export async function decideAgent(
  db: Kysely<Database>,
  agentId: string,
  decision: AgentDecision,
  actor: string,
  now = new Date(),
): Promise<boolean> {
  const { from, to } = transitions[decision];
  const at = now.toISOString();
  const active = to === "approved";
  const bool = (value: boolean) => (isPostgres(db) ? value : Number(value));
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("agents")
      .set({ status: to, decided_at: at, decided_by: actor })
      .where("staff_id", "=", agentId)
      .where("status", "in", from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("staff_users")
      .set({
        banned: bool(!active),
        banReason: active ? null : `Agent ${to}`,
        updatedAt: at,
      })
      .where("id", "=", agentId)
      .execute();
    if (!active) await trx.deleteFrom("staff_sessions").where("userId", "=", agentId).execute();
    await writeAudit(trx, {
      actor,
      action: `agent.${decision}`,
      entity: "staff",
      entityId: agentId,
      at: now,
    });
    return true;
  });
}
