import { bookingSchema, type BookingInput } from "@/lib/booking/schema";
import { malaysiaInstant } from "@/lib/time/malaysia";

/** 09:00 on Wednesday 25 Nov 2026 in Malaysia: the bookings' "now", with the next days ahead. */
export const BOOKING_NOW = malaysiaInstant("2026-11-25", "09:00");

/** A slot's start as stored: `slot("2026-11-28", "14:00")`. */
export const slot = (day: string, time: string) => malaysiaInstant(day, time).toISOString();

/** A valid booking as the form posts it (2 people, in Chinese, Saturday 28 Nov at 14:00). */
export function bookingInput(overrides: Record<string, unknown> = {}): BookingInput {
  return bookingSchema.parse({
    salutationId: "3",
    name: "Chong Wai Ling",
    contact: "012-888 1234",
    email: "wai.ling@example.com",
    consentPersonalData: "on",
    consentTerms: "on",
    slot: slot("2026-11-28", "14:00"),
    partySize: "2",
    language: "zh",
    ...overrides,
  });
}
