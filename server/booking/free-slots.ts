import type { Kysely } from "kysely";
import type { AppointmentSettings } from "@/lib/booking/settings";
import { daySlots, openDays } from "@/lib/booking/slots";
import { dayEndUtc, dayStartUtc, malaysiaDay } from "@/lib/time/malaysia";
import type { Database } from "../db/schema";
import { takenPlaces } from "./places";

/** How many days ahead the site offers visits. */
export const BOOKING_DAYS = 14;

export interface DayAvailability {
  day: string;
  slots: { start: string; free: number }[];
}

/**
 * The next `days` open days from today, each slot with its free places. Past slots are left out,
 * and so is today once its last slot has begun: offered in the evening, it read "Full" and led
 * nowhere (one more day is looked at instead).
 */
export async function availability(
  db: Kysely<Database>,
  settings: AppointmentSettings,
  now: Date,
  days = BOOKING_DAYS,
): Promise<DayAvailability[]> {
  const today = malaysiaDay(now);
  const open = openDays(settings, today, days + 1);
  if (!open.length) return [];
  const taken = await takenPlaces(db, dayStartUtc(open[0]!), dayEndUtc(open[open.length - 1]!));
  return open
    .map((day) => ({
      day,
      slots: daySlots(settings, day)
        .filter((start) => Date.parse(start) > now.getTime())
        .map((start) => ({
          start,
          free: Math.max(0, settings.capacity - (taken.get(start) ?? 0)),
        })),
    }))
    .filter((day) => day.slots.length > 0)
    .slice(0, days);
}

/** Up to `count` slots with room, nearest in time to `wanted` (a full or closed slot). */
export async function nearestFreeSlots(
  db: Kysely<Database>,
  settings: AppointmentSettings,
  wanted: string,
  now: Date,
  count = 3,
): Promise<string[]> {
  const days = await availability(db, settings, now, BOOKING_DAYS);
  const target = Date.parse(wanted);
  return (
    days
      .flatMap((day) => day.slots)
      .filter((slot) => slot.free > 0 && slot.start !== wanted)
      // Nearest first; of two as near, the earlier.
      .sort(
        (a, b) =>
          Math.abs(Date.parse(a.start) - target) - Math.abs(Date.parse(b.start) - target) ||
          a.start.localeCompare(b.start),
      )
      .slice(0, count)
      .map((slot) => slot.start)
  );
}
