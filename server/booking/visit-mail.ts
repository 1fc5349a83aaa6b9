import type { Locale } from "next-intl";
import { galleryAddress, getBookingMail, type ConfirmKind } from "@/content/booking";
import { addressee } from "@/content/mail/addressee";
import { visitIcs, type VisitMethod } from "@/lib/booking/ics";
import { formatClock, formatDayLong, malaysiaDay } from "@/lib/time/malaysia";

export interface VisitMailInput {
  id: string;
  createdAt: string;
  updatedAt: string;
  start: string;
  end: string;
  locale: Locale;
  partySize: number;
  name: string;
  salutation: string;
  salutationCode: string;
  manageUrl: string;
  /** The sales team's mailbox: the invite's ORGANIZER. */
  organizer: string;
  /** The visitor's address: the invite's ATTENDEE. */
  attendee: string;
}

/** What the visit's calendar event is made of, mailed or downloaded. */
export type VisitCalendarInput = Omit<
  VisitMailInput,
  "name" | "salutation" | "salutationCode" | "attendee"
> & { attendee?: { name: string; email: string } };

export type VisitMailKind = ConfirmKind | "reminder";

/** "Saturday, 28 November 2026, 2:00 pm – 3:00 pm (Malaysia time)" in the visitor's language. */
export function visitWhen(start: string, end: string, locale: Locale): string {
  const copy = getBookingMail(locale);
  const day = formatDayLong(malaysiaDay(start), locale);
  // Chinese brackets carry their own space: "下午2:00 – 下午3:00（马来西亚时间）".
  const gap = copy.malaysiaTime.startsWith("（") ? "" : " ";
  return `${day} ${formatClock(start, locale)} – ${formatClock(end, locale)}${gap}${copy.malaysiaTime}`;
}

/**
 * The visit as a calendar event in the visitor's language. The UID is the booking's, and the
 * SEQUENCE the seconds from booking to the latest change (it rises with every reschedule and the
 * cancellation, as calendars need to take the newer one).
 */
export function visitCalendar(visit: VisitCalendarInput, method: VisitMethod): string {
  const copy = getBookingMail(visit.locale);
  return visitIcs({
    uid: `${visit.id}@skyhaven-suites`,
    // Rounded up: a change within a second of booking still counts as a newer version.
    sequence: Math.ceil((Date.parse(visit.updatedAt) - Date.parse(visit.createdAt)) / 1000),
    stamp: new Date(visit.updatedAt),
    start: visit.start,
    end: visit.end,
    summary: copy.eventTitle(visit.partySize),
    location: galleryAddress(visit.locale),
    description: visit.manageUrl,
    method,
    organizer: { name: "SkyHaven Suites", email: visit.organizer },
    attendee: visit.attendee,
    cancelled: method === "CANCEL",
  });
}

/**
 * The visitor's mail about their visit, in their language, with the calendar invite (iTIP
 * REQUEST, or CANCEL for a cancellation): a reminder or a change carries the same UID, so
 * calendars update the one event.
 */
export function visitMail(kind: VisitMailKind, visit: VisitMailInput) {
  const copy = getBookingMail(visit.locale);
  const summary = {
    addressee: addressee(visit.locale, visit),
    salutationCode: visit.salutationCode,
    when: visitWhen(visit.start, visit.end, visit.locale),
    partySize: visit.partySize,
    address: galleryAddress(visit.locale),
    manageUrl: visit.manageUrl,
  };
  const method: VisitMethod = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = visitCalendar(
    { ...visit, attendee: { name: summary.addressee, email: visit.attendee } },
    method,
  );
  return {
    method,
    subject: kind === "reminder" ? copy.reminderSubject : copy.confirmSubject[kind],
    text: kind === "reminder" ? copy.reminderBody(summary) : copy.confirmBody(kind, summary),
    ics,
  };
}
