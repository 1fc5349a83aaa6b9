import type { Kysely } from "kysely";
import { z } from "zod";
import type { Locale } from "next-intl";
import { readAppointmentSettings, APPOINTMENT_SETTINGS_KEY } from "@/lib/booking/settings";
import { slotEnd } from "@/lib/booking/slots";
import { withWithdrawalFooter } from "@/content/mail/withdrawal";
import { visitMail } from "../booking/visit-mail";
import { buyerMailHeaders, withdrawalLinks } from "../consent/mail-links";
import { manageToken } from "../booking/token";
import type { Database } from "../db/schema";
import { labelColumn } from "../salutations/label-column";
import type { OutboxRow } from "./claims";
import type { Mailer } from "./mailer";
import { mailBodies } from "../mail/html";
import { outboxMessageId } from "../mail/message-id";

const payload = z.object({
  bookingId: z.string(),
  kind: z.enum(["booked", "rescheduled", "cancelled"]).optional(),
  slotStart: z.string().optional(),
});

export interface BookingMailContext {
  from: string;
  siteUrl: string;
  secret: string;
  /** The sales team's mailbox: the Reply-To, and the invite's ORGANIZER. */
  replyTo: string;
  /** The domain of our Message-IDs (server/mail/message-id.ts). */
  domain: string;
}

/**
 * Sends a visit's confirmation or reminder, built from the booking as it is now. A reminder whose
 * visit was cancelled or moved since it was queued is dropped (resolves without sending): it counts
 * as done, so it is never retried.
 */
export async function sendBookingMail(
  db: Kysely<Database>,
  mailer: Mailer,
  { from, siteUrl, secret, replyTo, domain }: BookingMailContext,
  entry: OutboxRow,
  signal: AbortSignal,
): Promise<void> {
  const { bookingId, kind, slotStart } = payload.parse(JSON.parse(entry.payload));
  const booking = await db
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .executeTakeFirst();
  if (!booking) return;
  const reminder = entry.topic === "booking_reminder";
  if (reminder && (booking.status !== "booked" || booking.slot_start !== slotStart)) return;
  const locale = booking.locale as Locale;
  const [salutation, settingsRow] = await Promise.all([
    db
      .selectFrom("salutations")
      .select(["code", `${labelColumn(locale)} as label`])
      .where("id", "=", booking.salutation_id)
      .executeTakeFirst(),
    db
      .selectFrom("desk_settings")
      .select("value")
      .where("key", "=", APPOINTMENT_SETTINGS_KEY)
      .executeTakeFirst(),
  ]);
  const prefix = locale === "en" ? "" : `/${locale}`;
  const token = manageToken(secret, booking.id);
  const mail = visitMail(reminder ? "reminder" : (kind ?? "booked"), {
    id: booking.id,
    createdAt: booking.created_at,
    updatedAt: booking.updated_at,
    start: booking.slot_start,
    end: slotEnd(readAppointmentSettings(settingsRow?.value), booking.slot_start),
    locale,
    partySize: booking.party_size,
    name: booking.name,
    salutation: salutation?.label ?? "",
    salutationCode: salutation?.code ?? "",
    manageUrl: `${siteUrl.replace(/\/$/, "")}${prefix}/book/manage/${token}`,
    organizer: replyTo,
    attendee: booking.email,
  });
  // A visit booked at the desk for a walk-in may have no lead: then there is no one to withdraw.
  const links = booking.lead_id
    ? withdrawalLinks({ siteUrl, secret: () => secret, replyTo }, booking.lead_id, locale)
    : undefined;
  await mailer.sendMail({
    from,
    to: booking.email,
    messageId: outboxMessageId(entry.id, domain),
    subject: mail.subject,
    ...mailBodies(
      locale,
      mail.subject,
      links ? withWithdrawalFooter(mail.text, locale, links.page) : mail.text,
    ),
    ...(links ? buyerMailHeaders(links, replyTo) : { replyTo }),
    // The invite as an iMIP part (RFC 6047) that calendars act on, and as a file to open.
    icalEvent: { method: mail.method, content: mail.ics, filename: "visit.ics" },
    signal,
  });
}
