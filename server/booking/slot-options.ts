import type { Locale } from "next-intl";
import type { SlotOption } from "@/lib/booking/form-state";
import { formatClock, formatDay, malaysiaDay } from "@/lib/time/malaysia";

/** Slots offered after a full one: they may fall on other days, so each names its day. */
export function slotOptions(starts: string[], locale: Locale): SlotOption[] {
  return starts.map((start) => ({
    start,
    label: `${formatDay(malaysiaDay(start), locale)} ${formatClock(start, locale)}`,
  }));
}
