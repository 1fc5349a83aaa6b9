import type { UnitCategoryKey } from "@/content/units/categories";
import { channelLabels, channels, type Channel } from "@/lib/registration/channels";

/** How the lead desk (in English) names what a registration records. */
export const localeLabels: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ms: "Malay",
};

export const sourceLabels: Record<string, string> = {
  web: "Website form",
  api: "API",
  legacy: "Legacy form URL",
};

/** The concept page's names for the four unit categories. */
export const unitCategoryLabels: Record<UnitCategoryKey, string> = {
  studio: "Studios",
  single: "Single suites",
  double: "Double suites",
  dualKey: "Dual-key premium suites",
};

export const channelLabel = (code: string): string =>
  (channels as readonly string[]).includes(code) ? channelLabels[code as Channel] : code;

/** "22 Nov" for a Malaysia day key. */
export const shortDay = (day: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00.000Z`),
  );

/** "Sun 22 Nov" for a Malaysia day key. */
export const longDay = (day: string): string =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00.000Z`));

/** "22 Nov, 14:05" in Kuala Lumpur time, for an ISO instant. */
export const malaysiaTime = (iso: string): string =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Kuala_Lumpur",
  }).format(new Date(iso));

export const formatCount = (n: number): string => new Intl.NumberFormat("en-MY").format(n);
