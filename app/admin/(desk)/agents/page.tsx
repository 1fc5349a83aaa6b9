import type { Metadata } from "next";
import Link from "next/link";
import { ExtendClaimForm } from "@/components/admin/agents/extend-claim-form";
import { ProtectionForm } from "@/components/admin/agents/protection-form";
import { formatDateTime } from "@/lib/time/malaysia";
import { listAgents, type Agent } from "@/server/agents/accounts";
import { decideAgentAction, releaseClaimAction } from "@/server/agents/admin-actions";
import { listStandingClaims } from "@/server/agents/claim-admin";
import type { AgentDecision } from "@/server/agents/decide";
import { getAgentSettings } from "@/server/agents/settings";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Agents" };

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";
const statusLabels: Record<Agent["status"], string> = {
  pending: "Awaiting approval",
  approved: "Approved",
  rejected: "Rejected",
  suspended: "Suspended",
};
/** What an admin may do with an agent in each state. */
const decisionsFor: Record<Agent["status"], { decision: AgentDecision; label: string }[]> = {
  pending: [
    { decision: "approve", label: "Approve" },
    { decision: "reject", label: "Reject" },
  ],
  approved: [{ decision: "suspend", label: "Suspend" }],
  suspended: [{ decision: "approve", label: "Reinstate" }],
  rejected: [{ decision: "approve", label: "Approve after all" }],
};

/** Co-broke agents: applications to decide, the protection period, and standing protections. */
export default async function AgentsPage() {
  await requireAdmin();
  const db = getDb();
  const [agents, claims, settings] = await Promise.all([
    listAgents(db),
    listStandingClaims(db),
    getAgentSettings(db),
  ]);
  const waiting = agents.filter((agent) => agent.status === "pending").length;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="font-display text-4xl">Agents</h1>
        <p className="text-sm text-muted">
          Co-broke agents apply at /agent; approved agents register buyers, who are theirs for the
          protection period.{" "}
          {waiting === 1 ? "1 application waits" : `${waiting} applications wait`} for a decision.
        </p>
      </div>
      <section
        aria-labelledby="protection"
        className="grid gap-3 rounded-brand border border-line bg-surface p-5"
      >
        <h2 id="protection" className="text-lg font-semibold">
          Protection period
        </h2>
        <p className="text-sm text-muted">
          Another agent&apos;s registration of a protected buyer is refused with the end date, never
          the agent&apos;s name. Protections already given keep their end.
        </p>
        <ProtectionForm days={settings.protectionDays} />
      </section>
      <section aria-labelledby="agents" className="grid gap-3">
        <h2 id="agents" className="text-lg font-semibold">
          Agents and applications
        </h2>
        {agents.length === 0 ? (
          <p className="text-sm text-muted">No agent has applied yet.</p>
        ) : (
          <ul className="grid gap-3">
            {agents.map((agent) => (
              <li
                key={agent.id}
                data-agent={agent.email}
                className="flex flex-wrap items-start justify-between gap-4 rounded-brand border border-line bg-surface p-4"
              >
                <div className="grid gap-1 text-sm">
                  <p className="text-base font-semibold">
                    {agent.name}{" "}
                    <span className="text-sm font-normal text-muted">
                      · {statusLabels[agent.status]}
                    </span>
                  </p>
                  <p>
                    {agent.agency} · {agent.ren}
                  </p>
                  <p className="text-muted">
                    {agent.email} · {agent.phone} · applied {formatDateTime(agent.appliedAt)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {decisionsFor[agent.status].map(({ decision, label }) => (
                    <form key={decision} action={decideAgentAction}>
                      <input type="hidden" name="agentId" value={agent.id} />
                      <input type="hidden" name="decision" value={decision} />
                      <button
                        type="submit"
                        className={
                          decision === "approve"
                            ? "rounded-brand bg-navy px-3 py-1.5 text-xs font-semibold text-white"
                            : smallButton
                        }
                        aria-label={`${label} ${agent.name}`}
                      >
                        {label}
                      </button>
                    </form>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="claims" className="grid gap-3">
        <h2 id="claims" className="text-lg font-semibold">
          Protected buyers
        </h2>
        {claims.length === 0 ? (
          <p className="text-sm text-muted">No buyer is protected for an agent now.</p>
        ) : (
          <ul className="grid gap-3">
            {claims.map((claim) => (
              <li
                key={claim.id}
                className="grid gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-[1fr_auto] md:items-center"
              >
                <div className="grid gap-1 text-sm">
                  <p className="text-base font-semibold">
                    <Link
                      href={`/admin/leads/${claim.leadId}`}
                      className="underline underline-offset-4"
                    >
                      {claim.buyer}
                    </Link>
                  </p>
                  <p>{claim.agent}</p>
                  <p className="text-muted">
                    Since {formatDateTime(claim.startedAt)}, until{" "}
                    <strong className="text-fg">{formatDateTime(claim.endsAt)}</strong>
                  </p>
                </div>
                <div className="flex flex-wrap items-start gap-3">
                  <ExtendClaimForm claimId={claim.id} buyer={claim.buyer} />
                  <form action={releaseClaimAction}>
                    <input type="hidden" name="claimId" value={claim.id} />
                    <button type="submit" className={smallButton}>
                      Release
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
