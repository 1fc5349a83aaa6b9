import { unitStatusLabels, unitStatuses } from "@/lib/units/statuses";
import type { BallotSummary } from "@/server/launch/ballot-summary";

const ballotWords = { open: "open for entries", committed: "closed and committed", drawn: "drawn" };

/** The launch at a glance: units by status, bookings to approve, the ballot. */
export function LaunchStrip({
  counts,
  pending,
  ballot,
  holdMinutes,
}: {
  counts: Record<string, number>;
  pending: number;
  ballot: BallotSummary;
  holdMinutes: number;
}) {
  const facts = [
    ...unitStatuses.map((status) => [unitStatusLabels[status], counts[status] ?? 0] as const),
    ["To approve", pending] as const,
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-brand border border-line bg-surface p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        Ballot {ballotWords[ballot.status]}, {ballot.entries} entries. Holds last {holdMinutes}{" "}
        minutes and lapse by themselves.
      </p>
    </div>
  );
}
