import { contactOutcomeLabel } from "@/lib/leads/contact-outcomes";
import { isLeadStatus, leadStatusLabels } from "@/lib/leads/statuses";
import type { LeadEvent } from "@/server/leads/detail";
import { formatDateTime, formatDay } from "@/lib/time/malaysia";

const statusName = (status: string | null) =>
  status && isLeadStatus(status) ? leadStatusLabels[status] : (status ?? "—");

interface LeadHistoryProps {
  events: LeadEvent[];
  /** Who the lead is, for "… registered again" ("The buyer" once erased). */
  person: string;
  /** The first registration's time, the timeline's first entry. */
  firstAt: string;
  /** Registration times to their ids, so a "registered again" entry links to its registration. */
  registrationAt: Map<string, string>;
}

function assignment(event: LeadEvent): string {
  const { actorName, fromOwner, toOwner } = event;
  // No staff member behind it: the desk's rule for new leads.
  if (!event.actorId) return `${actorName}: assigned to ${toOwner ?? "nobody"}`;
  if (!toOwner) return `${actorName} unassigned the lead (it was ${fromOwner ?? "nobody"}'s)`;
  if (!fromOwner) {
    return event.toOwnerId === event.actorId
      ? `${actorName} took the lead`
      : `${actorName} assigned the lead to ${toOwner}`;
  }
  return `${actorName} reassigned the lead from ${fromOwner} to ${toOwner}`;
}

const unitVerbs: Record<string, string> = {
  held: "held unit",
  pending: "took a booking for",
  booked: "approved the booking of",
  sold: "recorded the sale of",
  lapsed: "the hold ended unbooked on",
  released: "released the hold on",
  declined: "declined the booking of",
  cancelled: "cancelled the booking of",
  changed: "moved the buyer off",
  waitlist: "added the buyer to a waitlist:",
};

/** A step of the buyer's claim on a unit: `note` is the unit, then its detail. */
function unitStep(event: LeadEvent): string {
  const verb = unitVerbs[event.toStatus ?? ""] ?? `changed a unit to ${event.toStatus ?? "—"}`;
  return `${event.actorName} ${verb} ${event.note ?? ""}`.trim();
}

function describe(event: LeadEvent, person: string): string {
  switch (event.kind) {
    case "status":
      return `${event.actorName} changed the status from ${statusName(event.fromStatus)} to ${statusName(event.toStatus)}`;
    case "erased":
      return `${event.actorName} erased the personal data`;
    case "registered":
      return event.fromStatus
        ? `${person} registered again: reopened from ${statusName(event.fromStatus)} to ${statusName(event.toStatus)}`
        : `${person} registered again`;
    case "assigned":
      return assignment(event);
    case "follow_up":
      if (!event.toDate) return `${event.actorName} cleared the follow-up`;
      return event.fromDate
        ? `${event.actorName} moved the next follow-up from ${formatDay(event.fromDate)} to ${formatDay(event.toDate)}`
        : `${event.actorName} set the next follow-up for ${formatDay(event.toDate)}`;
    case "note":
      return `${event.actorName} wrote a note`;
    case "contact":
      return `${event.actorName}: ${contactOutcomeLabel(event.outcome)}`;
    case "contact_edit":
      // The values themselves are in the audit log, for admins.
      return `${event.actorName} corrected the contact details`;
    case "unit":
      return unitStep(event);
    case "agent":
      // What changed is the note, shown under the line.
      return `${event.actorName} changed the agent's protection of the buyer`;
  }
}

/** Everything that happened to the lead in one timeline, newest first. */
export function LeadHistory({ events, person, firstAt, registrationAt }: LeadHistoryProps) {
  const firstId = registrationAt.get(firstAt);
  return (
    <ol className="grid gap-4">
      {events.map((event) => {
        const registrationId =
          event.kind === "registered" ? registrationAt.get(event.at) : undefined;
        return (
          <li key={event.id} className="border-l-2 border-line pl-4 text-sm">
            <p>{describe(event, person)}</p>
            <p className="text-xs text-muted">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {registrationId && (
                <>
                  {" · "}
                  <a href={`#r-${registrationId}`} className="underline underline-offset-4">
                    see the registration
                  </a>
                </>
              )}
            </p>
            {event.note && <p className="mt-1 whitespace-pre-wrap">{event.note}</p>}
          </li>
        );
      })}
      <li className="border-l-2 border-line pl-4 text-sm">
        <p>{person} registered</p>
        <p className="text-xs text-muted">
          <time dateTime={firstAt}>{formatDateTime(firstAt)}</time>
          {firstId && (
            <>
              {" · "}
              <a href={`#r-${firstId}`} className="underline underline-offset-4">
                see the registration
              </a>
            </>
          )}
        </p>
      </li>
    </ol>
  );
}
