/**
 * Malaysia time, in one place: the sales gallery, the sales team and the buyers' calendar all run on
 * it (UTC+8, no daylight saving). Instants are stored as UTC ISO strings; calendar days as
 * `YYYY-MM-DD` keys of the Malaysia calendar. Every date or time the site, the desk, the mail, the
 * exports and the brochure show is formatted here.
 */
export const MALAYSIA_TIME_ZONE = "Asia/Kuala_Lumpur";
export const MALAYSIA_OFFSET_HOURS = 8;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The Malaysia calendar day (`YYYY-MM-DD`) of an instant. */
export function malaysiaDay(instant: Date | string): string {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return new Date(ms + MALAYSIA_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** The instant a Malaysia day begins (16:00 UTC the day before). */
export function malaysiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - MALAYSIA_OFFSET_HOURS * HOUR_MS);
}

/** A Malaysia day's bounds as stored instants: from its start up to, not including, the next. */
export const dayStartUtc = (day: string): string => malaysiaDayStart(day).toISOString();
export const dayEndUtc = (day: string): string =>
  new Date(malaysiaDayStart(day).getTime() + DAY_MS).toISOString();

/** The instant of a Malaysia wall-clock time: `2026-11-25`, `14:30`. */
export function malaysiaInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+08:00`);
}

/** Whether a string is a real calendar day (`2026-02-30` is not). */
export function isDay(value: string): boolean {
  if (!DAY_KEY.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of the week of a day key: 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formats.set(key, formatter);
  }
  return formatter;
}

/** Intl locale for each site language: Malaysian English, Simplified Chinese, Malay. */
const intlLocales: Record<string, string> = { en: "en-MY", zh: "zh-Hans-MY", ms: "ms-MY" };
const intlLocale = (locale: string) => intlLocales[locale] ?? locale;

const onDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A Malaysia day in a visitor's language: "Wednesday, 25 November 2026", "2026年11月25日星期三". */
export const formatDayLong = (day: string, locale = "en"): string =>
  format(intlLocale(locale), { dateStyle: "full", timeZone: "UTC" }).format(onDay(day));

/** The weekday of a Malaysia day in a visitor's language: "Thursday", "星期四", "Khamis". */
export const formatWeekday = (day: string, locale = "en"): string =>
  format(intlLocale(locale), { weekday: "long", timeZone: "UTC" }).format(onDay(day));

/** A Malaysia day without its year, for the weeks ahead: "26 November", "11月26日". */
export const formatDayMonth = (day: string, locale = "en"): string =>
  format(intlLocale(locale), { day: "numeric", month: "long", timeZone: "UTC" }).format(onDay(day));

/** A Malaysia day written out, without the weekday: "25 November 2026", "2026年11月25日". */
export const formatLongDate = (day: string, locale = "en"): string =>
  format(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(onDay(day));

/** "25 Nov 2026" for a Malaysia day, in the desk's English unless a locale is given. */
export const formatDay = (day: string, locale = "en"): string =>
  format(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" }).format(onDay(day));

/** "22 Nov" for a Malaysia day. */
export const shortDay = (day: string): string =>
  format("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(onDay(day));

/** "Sun 22 Nov" for a Malaysia day. */
export const longDay = (day: string): string =>
  format("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    onDay(day),
  );

/** "25 Nov 2026, 2:05 pm" in Malaysia time: how the desk shows an instant. */
export const formatDateTime = (instant: Date | string, locale = "en"): string =>
  locale === "ms" || locale === "zh"
    ? `${formatDay(malaysiaDay(instant), locale)}${locale === "zh" ? " " : ", "}${formatClock(instant, locale)}`
    : format(intlLocale(locale), {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: MALAYSIA_TIME_ZONE,
      }).format(new Date(instant));

/** "22 Nov, 14:05" in Malaysia time: the dashboard's compact form. */
export const formatShortDateTime = (instant: Date | string): string =>
  format("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(new Date(instant));

/** The part of the day a Malay speaker names with a time: pagi, tengah hari, petang, malam. */
const malayPeriod = (hour: number) =>
  hour < 12 ? "pagi" : hour < 13 ? "tengah hari" : hour < 19 ? "petang" : "malam";

/**
 * "2:05 pm", "下午2:05" ("中午12:00" at noon) or "2.05 petang" in Malaysia time. Malay is written
 * by hand: ICU's "2:05 PTG" is not how Malaysians write a time ("10.00 pagi").
 */
export function formatClock(instant: Date | string, locale = "en"): string {
  const date = new Date(instant);
  if (locale === "ms") {
    const shifted = new Date(date.getTime() + MALAYSIA_OFFSET_HOURS * HOUR_MS);
    const hour = shifted.getUTCHours();
    const minutes = String(shifted.getUTCMinutes()).padStart(2, "0");
    return `${hour % 12 || 12}.${minutes} ${malayPeriod(hour)}`;
  }
  const text = format(intlLocale(locale), {
    hour: "numeric",
    minute: "2-digit",
    timeZone: MALAYSIA_TIME_ZONE,
  }).format(date);
  return locale === "zh" ? text.replace(/^下午12(?=:)/, "中午12") : text;
}

/** Malaysia time of any date string JavaScript reads, to the second: "2026-11-25 14:05:09". */
function shifted(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + MALAYSIA_OFFSET_HOURS * HOUR_MS)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
}

/** As the app stores times (`toISOString`): the hour, then minutes and seconds that cannot carry. */
const STORED = /^(\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3])):[0-5]\d:[0-5]\d\.\d{3}Z$/;
/** "2026-11-21T18" → "2026-11-22 02", or null where JavaScript reads no date. */
const hours = new Map<string, string | null>();
const MAX_HOURS = 50_000;

/**
 * "2026-11-25 14:05:09" in Malaysia time, as exports and files show it (sortable, no locale).
 * A full export formats three times per row (300,000 for 100,000 leads), and building a Date for
 * each was the largest cost of the export: stored times are converted once per hour they fall in,
 * and keep their minutes and seconds, which the eight-hour shift never changes.
 */
export function malaysiaStamp(iso: string | null): string {
  if (!iso) return "";
  const stored = STORED.exec(iso);
  if (!stored) return shifted(iso);
  const hour = stored[1]!;
  let local = hours.get(hour);
  if (local === undefined) {
    const whole = shifted(`${hour}:00:00.000Z`);
    local = whole.endsWith(":00:00") ? whole.slice(0, -6) : null;
    if (hours.size >= MAX_HOURS) hours.clear();
    hours.set(hour, local);
  }
  return local === null ? shifted(iso) : `${local}${iso.slice(13, 19)}`;
}
