import type { Locale } from "next-intl";
import { galleryAddress, getBookingMail, type ConfirmKind } from "@/content/booking";
import { addressee } from "@/content/mail/addressee";
import { visitIcs } from "@/lib/booking/ics";
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
}

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
 * The visitor's mail about their visit, in their language, with the calendar invite: a reminder
 * or a change carries the same UID, so calendars update the one event.
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
  const ics = visitIcs({
    uid: `${visit.id}@skyhaven-suites`,
    // Seconds since booking: grows with every change, as calendars need.
    sequence: Math.floor((Date.parse(visit.updatedAt) - Date.parse(visit.createdAt)) / 1000),
    stamp: new Date(visit.updatedAt),
    start: visit.start,
    end: visit.end,
    summary: copy.eventTitle(visit.partySize),
    location: summary.address,
    description: visit.manageUrl,
    cancelled: kind === "cancelled",
  });
  return {
    subject: kind === "reminder" ? copy.reminderSubject : copy.confirmSubject[kind],
    text: kind === "reminder" ? copy.reminderBody(summary) : copy.confirmBody(kind, summary),
    ics,
  };
}
