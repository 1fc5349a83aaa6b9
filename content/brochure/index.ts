import type { Locale } from "next-intl";
import { brochureEn } from "./en";
import { brochureMs } from "./ms";
import { brochureZh } from "./zh";
import type { BrochureContent } from "./types";

const brochure: Record<Locale, BrochureContent> = {
  en: brochureEn,
  zh: brochureZh,
  ms: brochureMs,
};

export function getBrochure(locale: Locale): BrochureContent {
  return brochure[locale];
}
