import { formatDateTime } from "@/lib/leads/format";
import { isLeadStatus, leadStatusLabels } from "@/lib/leads/statuses";
import type { LeadEvent } from "@/server/leads/detail";

const statusName = (status: string | null) =>
  status && isLeadStatus(status) ? leadStatusLabels[status] : (status ?? "—");

function describe(event: LeadEvent): string {
  if (event.kind === "status")
    return `changed the status from ${statusName(event.fromStatus)} to ${statusName(event.toStatus)}`;
  if (event.kind === "erased") return "erased the personal data";
  return "wrote a note";
}

/** Who changed what and when, newest first. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  if (!events.length) return <p className="text-sm text-muted">No changes or notes yet.</p>;
  return (
    <ol className="grid gap-4">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-line pl-4 text-sm">
          <p>
            <strong>{event.actorName}</strong> {describe(event)}
          </p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.note && <p className="mt-1 whitespace-pre-wrap">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
