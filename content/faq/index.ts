import type { Locale } from "next-intl";
import { faqEn } from "./en";
import { faqMs } from "./ms";
import { faqCopySchema } from "./schema";
import type { FaqCopy } from "./types";
import { faqZh } from "./zh";

export type { FaqCopy, FaqEntry, FaqQuestionId, FaqSectionId } from "./types";
export { faqQuestionIds, faqSectionIds } from "./types";

// Parsed on first import, i.e. at build time: an empty answer or a missing question stops the build.
const copy: Record<Locale, FaqCopy> = {
  en: faqCopySchema.parse(faqEn),
  zh: faqCopySchema.parse(faqZh),
  ms: faqCopySchema.parse(faqMs),
};

export function getFaq(locale: Locale): FaqCopy {
  return copy[locale];
}
