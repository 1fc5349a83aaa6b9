import type { Locale } from "next-intl";
import { conceptEn } from "./en";
import { conceptMs } from "./ms";
import { conceptZh } from "./zh";
import type { ConceptContent } from "./types";

const concept: Record<Locale, ConceptContent> = { en: conceptEn, zh: conceptZh, ms: conceptMs };

export function getConcept(locale: Locale): ConceptContent {
  return concept[locale];
}
