import type { Locale } from "next-intl";
import type { SlotOption } from "@/lib/booking/form-state";
import { formatClock } from "@/lib/time/malaysia";
import type { DayAvailability } from "./free-slots";

/** The day a visitor asked for (`?day=`) if it is offered, else the first with a free time. */
export function chosenDay(days: DayAvailability[], asked: unknown): DayAvailability | undefined {
  return (
    days.find((d) => d.day === asked) ??
    days.find((d) => d.slots.some((slot) => slot.free > 0)) ??
    days[0]
  );
}

/** A day's times as options, in the visitor's language. */
export const dayOptions = (day: DayAvailability | undefined, locale: Locale): SlotOption[] =>
  (day?.slots ?? []).map((slot) => ({ ...slot, label: formatClock(slot.start, locale) }));
