import type { Locale } from "next-intl";
import { glossaryEn } from "./en";
import { glossaryMs } from "./ms";
import type { Glossary } from "./types";
import { glossaryZh } from "./zh";

export type { AvoidedTerm, Glossary } from "./types";

export const glossaries: Record<Locale, Glossary> = {
  en: glossaryEn,
  zh: glossaryZh,
  ms: glossaryMs,
};

export function getGlossary(locale: Locale): Glossary {
  return glossaries[locale];
}

/** A term at the start of a heading or label: "sales gallery" becomes "Sales gallery" (no-op in Chinese). */
export function upperFirst(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}

/** `text` in brackets after `before`, as the language writes it: "A (B)", "A（B）". */
export function bracketed(locale: Locale, before: string, text: string): string {
  const { open, close } = glossaries[locale].punctuation;
  return `${before}${open}${text}${close}`;
}
