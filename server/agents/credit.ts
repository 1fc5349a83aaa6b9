import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { agentLabel } from "./accounts";

/** The agent a hold or booking of this buyer credits: the one whose protection stands now. */
export async function creditedAgent(
  db: Kysely<Database>,
  leadId: string,
  now: Date,
): Promise<{ id: string; label: string } | undefined> {
  const row = await db
    .selectFrom("agent_claims as c")
    .innerJoin("agents as a", "a.staff_id", "c.agent_id")
    .innerJoin("staff_users as u", "u.id", "c.agent_id")
    .select(["c.agent_id as id", "u.name", "a.agency", "a.ren"])
    .where("c.lead_id", "=", leadId)
    .where("c.active", "=", 1)
    .where("c.ends_at", ">=", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, label: agentLabel(row) } : undefined;
}
