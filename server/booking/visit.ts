import "server-only";
import { slotEnd } from "@/lib/booking/slots";
import { withdrawalOf } from "../consent/withdraw";
import { getDb } from "../db/client";
import { env } from "../env";
import { calendarFilePath } from "./calendar-file";
import { bookingByToken } from "./manage";
import { getAppointmentSettings } from "./settings";

/** What the manage page shows of the visit a token opens; undefined when it opens none. */
export async function visitForToken(token: string) {
  const db = getDb();
  const booking = await bookingByToken(db, token);
  if (!booking) return undefined;
  const [settings, withdrawn] = await Promise.all([
    getAppointmentSettings(db),
    booking.lead_id ? withdrawalOf(db, booking.lead_id) : undefined,
  ]);
  return {
    name: booking.name,
    start: booking.slot_start,
    end: slotEnd(settings, booking.slot_start),
    partySize: booking.party_size,
    status: booking.status,
    open: booking.status === "booked" && Date.parse(booking.slot_start) > Date.now(),
    // Whether its mail goes out at all: not without SMTP, nor to someone who withdrew consent.
    mailed: Boolean(env.SMTP_URL) && !withdrawn,
    calendarPath: calendarFilePath(token),
  };
}
