import type { Locale } from "next-intl";
import { developerEn } from "./en";
import { developerFacts as rawFacts } from "./facts";
import { developerMs } from "./ms";
import { advertisingParticulars as rawParticulars } from "./particulars";
import {
  advertisingParticularsSchema,
  developerCopySchema,
  developerFactsSchema,
  type DeveloperCopy,
} from "./schema";
import { developerZh } from "./zh";

export type { AdvertisingParticulars, DeveloperCopy, DeveloperFacts } from "./schema";

// Parsed on first import, i.e. at build time: a malformed permit date or email stops the build.
export const developerFacts = developerFactsSchema.parse(rawFacts);
export const advertisingParticulars = advertisingParticularsSchema.parse(rawParticulars);

const copy: Record<Locale, DeveloperCopy> = {
  en: developerCopySchema.parse(developerEn),
  zh: developerCopySchema.parse(developerZh),
  ms: developerCopySchema.parse(developerMs),
};

export function getDeveloper(locale: Locale): DeveloperCopy {
  return copy[locale];
}

/** Contact links: `tel:` and `mailto:` open the phone and mail apps; WhatsApp opens a chat. */
export function contactLinks(locale: Locale) {
  const { phone, whatsapp, email } = developerFacts;
  const text = encodeURIComponent(copy[locale].whatsappGreeting);
  return {
    phone: `tel:${phone}`,
    whatsapp: `https://wa.me/${whatsapp.slice(1)}?text=${text}`,
    email: `mailto:${email}?subject=${encodeURIComponent("SkyHaven Suites")}`,
  };
}

/** A phone number in E.164 grouped for reading: +60 3-8787 1800, +60 12-387 1800. */
export function formatMalaysianPhone(e164: string): string {
  const match = /^\+60(1\d|\d)(\d{3,4})(\d{4})$/.exec(e164);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : e164;
}
