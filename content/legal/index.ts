import type { Locale } from "next-intl";
import { privacyEn } from "./privacy/en";
import { privacyMs } from "./privacy/ms";
import { privacyNoticeEffectiveDate, privacyNoticeVersion } from "./privacy/version";
import { privacyZh } from "./privacy/zh";
import { legalDocumentSchema, type LegalDocument } from "./schema";
import { termsEn } from "./terms/en";
import { termsMs } from "./terms/ms";
import { termsEffectiveDate, termsVersion } from "./terms/version";
import { termsZh } from "./terms/zh";

export type { LegalBlock, LegalDocument } from "./schema";
export type LegalDocumentKind = "privacy" | "terms";

const parseAll = (byLocale: Record<Locale, LegalDocument>) =>
  Object.fromEntries(
    Object.entries(byLocale).map(([locale, doc]) => [locale, legalDocumentSchema.parse(doc)]),
  ) as Record<Locale, LegalDocument>;

// Validated on first import (at build time), so a malformed section never reaches the site.
const documents: Record<LegalDocumentKind, Record<Locale, LegalDocument>> = {
  privacy: parseAll({ en: privacyEn, zh: privacyZh, ms: privacyMs }),
  terms: parseAll({ en: termsEn, zh: termsZh, ms: termsMs }),
};

const versions: Record<LegalDocumentKind, { version: string; effectiveDate: string }> = {
  privacy: { version: privacyNoticeVersion, effectiveDate: privacyNoticeEffectiveDate },
  terms: { version: termsVersion, effectiveDate: termsEffectiveDate },
};

/** What a document's `{name}` placeholders stand for: settings, not copy (the DPO's contact). */
export type LegalValues = Record<string, string>;

const fill = (text: string, values: LegalValues) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A legal text in one language, with its placeholders filled from `values`. */
export function getLegalDocument(
  kind: LegalDocumentKind,
  locale: Locale,
  values: LegalValues = {},
) {
  const document = documents[kind][locale];
  return {
    ...document,
    sections: document.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) =>
        block.type === "p"
          ? { ...block, text: fill(block.text, values) }
          : { ...block, items: block.items.map((item) => fill(item, values)) },
      ),
    })),
    ...versions[kind],
  };
}
