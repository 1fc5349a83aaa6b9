import type { LaunchSettings } from "@/lib/launch/settings";
import { MALAYSIA_OFFSET_HOURS, malaysiaInstant } from "@/lib/time/malaysia";

export type SlotSettings = Pick<
  LaunchSettings,
  "selectionDay" | "selectionStart" | "slotMinutes" | "tables"
>;

/**
 * When queue number `position` (1…N) is called to choose: the first `tables` numbers at the start
 * of selection day (Malaysia time), the next `tables` one slot later, and so on.
 */
export function slotStart(settings: SlotSettings, position: number): Date {
  const start = malaysiaInstant(settings.selectionDay, settings.selectionStart);
  const slot = Math.floor((position - 1) / settings.tables);
  return new Date(start.getTime() + slot * settings.slotMinutes * 60_000);
}

/** The end of the slot that starts at `start`. */
export const slotEnd = (settings: Pick<SlotSettings, "slotMinutes">, start: string): string =>
  new Date(Date.parse(start) + settings.slotMinutes * 60_000).toISOString();

/** A stored UTC instant as Malaysia wall time with its offset: `2026-12-12T10:00:00+08:00`. */
export function malaysiaOffsetTime(instant: string): string {
  const local = new Date(Date.parse(instant) + MALAYSIA_OFFSET_HOURS * 3_600_000);
  return `${local.toISOString().slice(0, 19)}+0${MALAYSIA_OFFSET_HOURS}:00`;
}
