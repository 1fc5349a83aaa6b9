import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import { slotEnd } from "@/lib/booking/slots";
import type { Database } from "../db/schema";
import { bookingByToken } from "./manage";
import { getAppointmentSettings } from "./settings";
import { visitCalendar } from "./visit-mail";

export interface CalendarFileContext {
  siteUrl: string;
  /** The sales team's mailbox, the event's ORGANIZER (server/contact/reply-to.ts). */
  organizer: string;
}

/** `/api/visits/{token}.ics`: the download link's path for a manage link's token. */
export const calendarFilePath = (token: string): string => `/api/visits/${token}.ics`;

/** The manage link's token in a download link's file name; null for anything else. */
export const tokenOfCalendarFile = (file: string): string | null =>
  /^[\w-]{43}\.ics$/.test(file) ? file.slice(0, -4) : null;

/**
 * The visit a manage link opens as a calendar file: the same UID and SEQUENCE as the mailed
 * invites, so importing it after a mail (or a mail after it) updates one event. PUBLISH while the
 * visit stands; a cancelled visit's file cancels it (METHOD:CANCEL). Undefined for a token that
 * opens no booking.
 */
export async function visitCalendarFile(
  db: Kysely<Database>,
  token: string,
  { siteUrl, organizer }: CalendarFileContext,
): Promise<string | undefined> {
  const booking = await bookingByToken(db, token);
  if (!booking) return undefined;
  const settings = await getAppointmentSettings(db);
  const locale = booking.locale as Locale;
  const prefix = locale === "en" ? "" : `/${locale}`;
  const cancelled = booking.status === "cancelled";
  return visitCalendar(
    {
      id: booking.id,
      createdAt: booking.created_at,
      updatedAt: booking.updated_at,
      start: booking.slot_start,
      end: slotEnd(settings, booking.slot_start),
      locale,
      partySize: booking.party_size,
      manageUrl: `${siteUrl.replace(/\/$/, "")}${prefix}/book/manage/${token}`,
      organizer,
      // CANCEL names whom it concerns (RFC 5546); a standing visit's file names no one.
      attendee: cancelled ? { name: booking.name, email: booking.email } : undefined,
    },
    cancelled ? "CANCEL" : "PUBLISH",
  );
}
