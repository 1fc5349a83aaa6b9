import { StatCard } from "@/components/admin/dashboard/stat-card";
import { formatCount } from "@/lib/leads/dashboard-labels";
import { formatAge } from "@/lib/outbox/age";
import type { QueueHealth } from "@/server/outbox/queue-health";
import { formatDateTime } from "@/lib/time/malaysia";

/** Whether messages are flowing: what waits, for how long, and what gave up. */
export function QueueSummary({ health, now }: { health: QueueHealth; now: Date }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <StatCard
        label="Waiting to send"
        value={formatCount(health.pending)}
        note={
          health.retrying
            ? `${formatCount(health.retrying)} of them retrying after a failed attempt`
            : "none retrying after a failure"
        }
      />
      <StatCard
        label="Oldest waiting"
        value={health.oldestPendingAt ? formatAge(health.oldestPendingAt, now) : "—"}
        note={
          health.oldestPendingAt ? (
            <>
              queued{" "}
              <time dateTime={health.oldestPendingAt}>
                {formatDateTime(health.oldestPendingAt)}
              </time>
            </>
          ) : (
            "nothing waits"
          )
        }
      />
      <StatCard
        label="Gave up"
        value={formatCount(health.failed)}
        note="failed every attempt, over about two days"
      />
    </dl>
  );
}
