import type { UnitCategoryKey } from "@/content/units/categories";
import { channelLabels, channels, type Channel } from "@/lib/registration/channels";

/** How the lead desk (in English) names what a registration records. */
export const localeLabels: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ms: "Malay",
};

export { sourceLabel, sourceLabels } from "./sources";

/** The concept page's names for the four unit categories. */
export const unitCategoryLabels: Record<UnitCategoryKey, string> = {
  studio: "Studios",
  single: "Single suites",
  double: "Double suites",
  dualKey: "Dual-key premium suites",
};

export const channelLabel = (code: string): string =>
  (channels as readonly string[]).includes(code) ? channelLabels[code as Channel] : code;

export const formatCount = (n: number): string => new Intl.NumberFormat("en-MY").format(n);
