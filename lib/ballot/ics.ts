import { foldLine, icsParam, icsText, icsTime } from "@/lib/booking/ics";

/** A buyer's selection slot as a calendar event (RFC 5545), attached to their result mail. */
export interface SelectionEvent {
  reference: string;
  /** When the draw was made: the event's DTSTAMP. */
  stamp: Date | string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
}

/**
 * One VEVENT, times in UTC. The UID is the reference's own, so a mail sent again (or a later
 * change of slot) updates the one event in the buyer's calendar.
 */
export function selectionIcs(event: SelectionEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SkyHaven Suites//Launch selection//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${selectionUid(event.reference)}`,
    "SEQUENCE:0",
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

export const selectionUid = (reference: string) => `ballot-${reference}@skyhaven-suites`;
