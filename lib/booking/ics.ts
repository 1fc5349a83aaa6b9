/**
 * A calendar invite (RFC 5545) for one sales gallery visit: what mail apps add to a calendar from
 * the confirmation. Times are UTC (`…Z`), so every calendar shows them in its own zone; lines end
 * in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 *
 * The method follows RFC 5546 (iTIP): REQUEST for a new or moved visit and CANCEL for a cancelled
 * one, both mailed with the same UID and a higher SEQUENCE, so Google Calendar, Outlook and Apple
 * Calendar update or remove the one event; PUBLISH for the file a visitor downloads. Each names
 * the sales team's mailbox as ORGANIZER (required for all three), and a mailed one the visitor
 * as ATTENDEE (required for REQUEST and CANCEL).
 */
export type VisitMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface VisitEvent {
  /** Stable across reschedules, so a calendar replaces the event instead of adding another. */
  uid: string;
  /** Raised on each change (reschedule, cancel): a calendar keeps the highest. */
  sequence: number;
  stamp: Date;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
  method: VisitMethod;
  /** The sales team's mailbox. */
  organizer: { name: string; email: string };
  /** The visitor's address: required for REQUEST and CANCEL, left out of a downloaded file. */
  attendee?: { name: string; email: string };
  cancelled?: boolean;
}

const MAX_OCTETS = 75;

/** `20261128T060000Z` */
export const icsTime = (instant: Date | string): string =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export const icsText = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value: quoted, without the characters a quoted value cannot hold (RFC 5545 3.2). */
export const icsParam = (value: string): string => `"${value.replace(/["\r\n]/g, "")}"`;

/** Splits a content line into lines of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

export function visitIcs(event: VisitEvent): string {
  if (event.method !== "PUBLISH" && !event.attendee)
    throw new Error(`METHOD:${event.method} needs an ATTENDEE (RFC 5546)`);
  const { organizer, attendee } = event;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SkyHaven Suites//Sales gallery appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `ORGANIZER;CN=${icsParam(organizer.name)}:mailto:${organizer.email}`,
    ...(attendee
      ? [
          // The visitor booked it themselves: accepted already, no answer asked of them.
          `ATTENDEE;CN=${icsParam(attendee.name)};ROLE=REQ-PARTICIPANT${
            event.method === "REQUEST" ? ";PARTSTAT=ACCEPTED" : ""
          };RSVP=FALSE:mailto:${attendee.email}`,
        ]
      : []),
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
