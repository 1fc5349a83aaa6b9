import "server-only";
import { slotEnd } from "@/lib/booking/slots";
import { getDb } from "../db/client";
import { bookingByToken } from "./manage";
import { getAppointmentSettings } from "./settings";

/** What the manage page shows of the visit a token opens; undefined when it opens none. */
export async function visitForToken(token: string) {
  const db = getDb();
  const booking = await bookingByToken(db, token);
  if (!booking) return undefined;
  const settings = await getAppointmentSettings(db);
  return {
    name: booking.name,
    start: booking.slot_start,
    end: slotEnd(settings, booking.slot_start),
    partySize: booking.party_size,
    status: booking.status,
    open: booking.status === "booked" && Date.parse(booking.slot_start) > Date.now(),
  };
}
