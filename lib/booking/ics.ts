/**
 * A calendar invite (RFC 5545) for one sales gallery visit: what mail apps add to a calendar from
 * the confirmation. Times are UTC (`…Z`), so every calendar shows them in its own zone; lines end
 * in CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */
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
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//SkyHaven Suites//Sales gallery appointments//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
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
