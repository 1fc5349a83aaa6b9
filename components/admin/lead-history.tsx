import Link from "next/link";
import { contactOutcomeLabel } from "@/lib/leads/contact-outcomes";
import { lostReasonLabel } from "@/lib/leads/lost-reasons";
import { isLeadStatus, leadStatusLabels } from "@/lib/leads/statuses";
import type { LeadEvent } from "@/server/leads/detail";
import { formatClock, formatDateTime, formatDay, malaysiaDay } from "@/lib/time/malaysia";

const statusName = (status: string | null) =>
  status && isLeadStatus(status) ? leadStatusLabels[status] : (status ?? "—");

interface LeadHistoryProps {
  /** One page of the timeline, newest first. */
  events: LeadEvent[];
  /** Who the lead is, for "… registered again" ("The buyer" once erased). */
  person: string;
  /** The first registration, the timeline's first entry: shown on the last page only. */
  first: { id: string; at: string } | null;
  /** Where a registration's card is: on this page (`#r-…`) or on the page of registrations it is on. */
  registrationHref: (id: string, at: string) => string;
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

const visitTime = (instant: string | null) =>
  instant ? `${formatDay(malaysiaDay(instant))}, ${formatClock(instant)}` : "—";

/** A sales gallery visit: booked, moved or cancelled by the buyer, marked by staff. */
function visitStep(event: LeadEvent, person: string): string {
  const when = visitTime(event.toDate);
  switch (event.toStatus) {
    case "booked":
      return `${person} booked a sales gallery visit for ${when}`;
    case "rescheduled":
      return `${person} moved the sales gallery visit from ${visitTime(event.fromDate)} to ${when}`;
    case "cancelled":
      return `${person} cancelled the sales gallery visit of ${when}`;
    case "attended":
      return `${event.actorName} marked the visit of ${when} attended`;
    case "no_show":
      return `${event.actorName} marked the visit of ${when} a no-show`;
    default:
      return `Sales gallery visit of ${when}: ${event.toStatus ?? "—"}`;
  }
}

function describe(event: LeadEvent, person: string): string {
  switch (event.kind) {
    case "status": {
      const change = `${event.actorName} changed the status from ${statusName(event.fromStatus)} to ${statusName(event.toStatus)}`;
      return event.toStatus === "lost" && event.outcome
        ? `${change} (reason: ${lostReasonLabel(event.outcome)})`
        : change;
    }
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
    case "visit":
      return visitStep(event, person);
    case "agent":
      // What changed is the note, shown under the line.
      return `${event.actorName} changed the agent's protection of the buyer`;
    case "consent":
      return `${person} withdrew consent to be contacted (${event.outcome === "one_click" ? "one click in their mail app" : "the link in a mail"}): no more mail or ad conversions are sent`;
  }
}

function RegistrationLink({ href }: { href: string }) {
  return (
    <>
      {" · "}
      <Link href={href} className="underline underline-offset-4">
        see the registration
      </Link>
    </>
  );
}

/** Everything that happened to the lead in one timeline, newest first (one page of it). */
export function LeadHistory({ events, person, first, registrationHref }: LeadHistoryProps) {
  return (
    <ol className="grid gap-4">
      {events.map((event) => (
        <li key={event.id} className="border-l-2 border-line pl-4 text-sm">
          <p>{describe(event, person)}</p>
          <p className="text-xs text-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.registrationId && (
              <RegistrationLink href={registrationHref(event.registrationId, event.at)} />
            )}
          </p>
          {event.note && <p className="mt-1 whitespace-pre-wrap">{event.note}</p>}
        </li>
      ))}
      {first && (
        <li className="border-l-2 border-line pl-4 text-sm">
          <p>{person} registered</p>
          <p className="text-xs text-muted">
            <time dateTime={first.at}>{formatDateTime(first.at)}</time>
            <RegistrationLink href={registrationHref(first.id, first.at)} />
          </p>
        </li>
      )}
    </ol>
  );
}
