import type { Locale } from "next-intl";
import { developerEn } from "./en";
export { formatMalaysianPhone } from "./phone";
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
  const { phone, email } = developerFacts;
  return {
    phone: `tel:${phone}`,
    whatsapp: whatsappChatUrl(whatsappMessage(locale)),
    email: `mailto:${email}?subject=${encodeURIComponent("SkyHaven Suites")}`,
  };
}

/** What a WhatsApp chat is about: the page's menu name or the unit type it shows, if any. */
export interface ChatSubject {
  pageName?: string;
  unitType?: string;
}

/** The message pre-filled in a WhatsApp chat, in the reader's language, naming what they looked at. */
export function whatsappMessage(locale: Locale, { pageName, unitType }: ChatSubject = {}): string {
  const words = copy[locale];
  if (unitType) return words.whatsappAboutType.replace("{code}", unitType);
  if (pageName) return words.whatsappAboutPage.replace("{page}", pageName);
  return words.whatsappGreeting;
}

/** A chat with the sales team's WhatsApp number, the message ready to send. */
export function whatsappChatUrl(message: string): string {
  return `https://wa.me/${developerFacts.whatsapp.slice(1)}?text=${encodeURIComponent(message)}`;
}
