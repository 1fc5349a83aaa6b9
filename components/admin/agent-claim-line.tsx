import type { Kysely } from "kysely";
import { formatDateTime } from "@/lib/time/malaysia";
import { creditedAgent } from "@/server/agents/credit";
import { standingClaim } from "@/server/agents/claims";
import type { Database } from "@/server/db/schema";

/** On a lead's page: the agent who protects this buyer now, and until when. */
export async function AgentClaimLine({ db, leadId }: { db: Kysely<Database>; leadId: string }) {
  const now = new Date();
  const [claim, agent] = await Promise.all([
    standingClaim(db, leadId, now),
    creditedAgent(db, leadId, now),
  ]);
  if (!claim || !agent) return null;
  return (
    <p className="text-sm" data-agent-claim>
      Protected for <strong className="font-semibold">{agent.label}</strong> until{" "}
      <time dateTime={claim.endsAt}>{formatDateTime(claim.endsAt)}</time>
    </p>
  );
}
