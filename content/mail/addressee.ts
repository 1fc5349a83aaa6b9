import type { Locale } from "next-intl";
import { salutationByCode } from "../salutations";
import type { LeadSummary } from "./types";

/** Chinese characters and full-width punctuation, which take no space beside each other. */
const wide = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

/** Two parts of a Chinese line: no space where characters meet, one where Latin text meets them. */
function joinZh(first: string, second: string): string {
  return wide.test(first.slice(-1)) && wide.test(second.charAt(0))
    ? `${first}${second}`
    : `${first} ${second}`;
}

/**
 * The buyer's name with their title, as a letter in `locale` addresses them: "Dato' Lim Kok Wing",
 * "拿督 Lim Kok Wing", "陈大文先生". The bracketed gloss some labels carry on the form to tell
 * two titles apart ("拿督（Datuk）", "Puan (Madam)") is left out of a letter.
 */
export function addressee(
  locale: Locale,
  { salutation, salutationCode, name }: Pick<LeadSummary, "salutation" | "salutationCode" | "name">,
): string {
  const title = salutation.replace(/\s*[（(][^（()）]*[)）]$/u, "");
  if (!title) return name;
  if (locale !== "zh") return `${title} ${name}`;
  return salutationByCode(salutationCode)?.zhBeforeName ? joinZh(title, name) : joinZh(name, title);
}

/** The style a Malay letter gives the buyer's title ("Yang Berbahagia" for a Dato'), if any. */
export function malayStyle(salutationCode: string): string | undefined {
  return salutationByCode(salutationCode)?.msStyle;
}
