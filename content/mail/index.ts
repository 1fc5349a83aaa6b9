import type { Locale } from "next-intl";
import { mailEn } from "./en";
import { mailMs } from "./ms";
import { mailZh } from "./zh";
import type { MailCopy } from "./types";

const copy: Record<Locale, MailCopy> = { en: mailEn, zh: mailZh, ms: mailMs };

export function getMailCopy(locale: Locale): MailCopy {
  return copy[locale];
}
