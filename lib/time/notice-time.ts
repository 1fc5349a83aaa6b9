import { MALAYSIA_OFFSET_HOURS } from "./malaysia";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The zone, named, so a reader abroad (or a CRM in UTC) is never left guessing. */
export const MALAYSIA_ZONE_NAME = `Malaysia time, UTC+${MALAYSIA_OFFSET_HOURS}`;

/** The wall clock in Malaysia of a stored instant. */
const wallClock = (instant: string | Date): Date =>
  new Date(new Date(instant).getTime() + MALAYSIA_OFFSET_HOURS * 3_600_000);

/** "2.30 pm" in Malaysia time: the clock as the sales team writes it. */
function clock(instant: string | Date): string {
  const local = wallClock(instant);
  const hour = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, "0");
  return `${hour % 12 || 12}.${minutes} ${hour < 12 ? "am" : "pm"}`;
}

/** "Sat 28 Nov 2026" in Malaysia time. */
function day(instant: string | Date): string {
  const local = wallClock(instant);
  return `${WEEKDAYS[local.getUTCDay()]} ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** "Sat 28 Nov 2026, 2.30 pm (Malaysia time, UTC+8)": how notices to the sales team give a time. */
export const noticeTime = (instant: string | Date): string =>
  `${day(instant)}, ${clock(instant)} (${MALAYSIA_ZONE_NAME})`;

/** "Sat 5 Dec 2026, 2.00 pm – 3.00 pm (Malaysia time, UTC+8)": a visit's slot. */
export const noticeSlot = (start: string, end: string): string =>
  `${day(start)}, ${clock(start)} – ${clock(end)} (${MALAYSIA_ZONE_NAME})`;

/** "Sat 5 Dec, 2.00 pm": short enough for a subject line. */
export const noticeShortTime = (instant: string): string => {
  const [weekday, date, month] = day(instant).split(" ");
  return `${weekday} ${date} ${month}, ${clock(instant)}`;
};
