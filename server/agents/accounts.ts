import type { Kysely } from "kysely";
import type { AgentStatus, Database } from "../db/schema";

export interface Agent {
  id: string;
  name: string;
  email: string;
  agency: string;
  ren: string;
  phone: string;
  status: AgentStatus;
  appliedAt: string;
  decidedAt: string | null;
}

/** How the desk names an agent wherever a label is kept: "Name (Agency, REN 12345)". */
export const agentLabel = ({ name, agency, ren }: Pick<Agent, "name" | "agency" | "ren">) =>
  `${name} (${agency}, ${ren})`.slice(0, 120);

const agentColumns = [
  "a.staff_id as id",
  "u.name",
  "u.email",
  "a.agency",
  "a.ren",
  "a.phone",
  "a.status",
  "a.applied_at as appliedAt",
  "a.decided_at as decidedAt",
] as const;

const agents = (db: Kysely<Database>) =>
  db
    .selectFrom("agents as a")
    .innerJoin("staff_users as u", "u.id", "a.staff_id")
    .select(agentColumns);

/** One agent by their account id. */
export async function agentById(db: Kysely<Database>, id: string): Promise<Agent | undefined> {
  return agents(db).where("a.staff_id", "=", id).executeTakeFirst();
}

/** One agent by the email they sign in with. */
export async function agentByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<Agent | undefined> {
  return agents(db).where("u.email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

/** Every agent, applications waiting for a decision first, then by name. */
export async function listAgents(db: Kysely<Database>): Promise<Agent[]> {
  const rows = await agents(db).orderBy("a.applied_at", "desc").execute();
  const waiting = (agent: Agent) => (agent.status === "pending" ? 0 : 1);
  return rows.sort((a, b) => waiting(a) - waiting(b) || a.name.localeCompare(b.name));
}
