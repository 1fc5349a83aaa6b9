import type { AppointmentSettings } from "./settings";
import { addDays, malaysiaInstant, weekday } from "@/lib/time/malaysia";

const MINUTE_MS = 60_000;

/** The start instants (UTC ISO) of a Malaysia day's slots; none on a closed day. */
export function daySlots(settings: AppointmentSettings, day: string): string[] {
  if (settings.closedDays.includes(day)) return [];
  const hours = settings.week[weekday(day)];
  if (!hours) return [];
  const open = malaysiaInstant(day, hours.open).getTime();
  const close = malaysiaInstant(day, hours.close).getTime();
  const step = settings.slotMinutes * MINUTE_MS;
  const starts: string[] = [];
  for (let at = open; at + step <= close; at += step) starts.push(new Date(at).toISOString());
  return starts;
}

/** Whether `start` is one of the settings' slots (on its own Malaysia day). */
export function isSlot(settings: AppointmentSettings, day: string, start: string): boolean {
  return daySlots(settings, day).includes(start);
}

/** The end of a slot that starts at `start`. */
export const slotEnd = (settings: AppointmentSettings, start: string): string =>
  new Date(Date.parse(start) + settings.slotMinutes * MINUTE_MS).toISOString();

/** The next `count` open days from `from` (inclusive), looking at most `horizon` days ahead. */
export function openDays(
  settings: AppointmentSettings,
  from: string,
  count: number,
  horizon = 60,
): string[] {
  const days: string[] = [];
  for (let i = 0; i < horizon && days.length < count; i += 1) {
    const day = addDays(from, i);
    if (daySlots(settings, day).length) days.push(day);
  }
  return days;
}
