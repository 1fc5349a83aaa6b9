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

/** What a WhatsApp chat is about: the page's menu name or the unit type it shows, if any. */
export interface ChatSubject {
  pageName?: string;
  unitType?: string;
}

/** The message pre-filled in a WhatsApp chat, in the reader's language, naming what they looked at. */
export function whatsappMessage(
  words: Pick<DeveloperCopy, "whatsappGreeting" | "whatsappAboutPage" | "whatsappAboutType">,
  { pageName, unitType }: ChatSubject = {},
): string {
  if (unitType) return words.whatsappAboutType.replace("{code}", unitType);
  if (pageName) return words.whatsappAboutPage.replace("{page}", pageName);
  return words.whatsappGreeting;
}

/** A chat with the sales team's WhatsApp number (E.164), the message ready to send. */
export function whatsappChatUrl(number: string, message: string): string {
  return `https://wa.me/${number.replace(/^\+/, "")}?text=${encodeURIComponent(message)}`;
}
