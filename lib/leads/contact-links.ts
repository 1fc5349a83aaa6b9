import type { Locale } from "next-intl";

/** Chinese characters, which take no space before 您好; a Latin name keeps one. */
const han = /\p{Script=Han}$/u;

/**
 * A salesperson's first WhatsApp line to a buyer, in the language the buyer registered in: the
 * desk is English, the buyer may read only Chinese or Malay.
 */
const greetings: Record<Locale, (name: string) => string> = {
  en: (name) =>
    `Hello ${name}, thank you for registering your interest in SkyHaven Suites. I am from the sales team: when would be a good time to talk?`,
  zh: (name) =>
    `${name}${han.test(name) ? "" : " "}您好，感谢您登记 SkyHaven Suites 的购买意向。我是销售团队的顾问，请问什么时候方便与您通话？`,
  ms: (name) =>
    `Helo ${name}, terima kasih kerana mendaftar minat terhadap SkyHaven Suites. Saya daripada pasukan jualan: bilakah masa yang sesuai untuk berbual?`,
};

const isLocale = (locale: string): locale is Locale => locale in greetings;

export function whatsAppGreeting(locale: string, name: string): string {
  return greetings[isLocale(locale) ? locale : "en"](name);
}

/** `tel:` for a stored E.164 number: a tap on a phone starts the call. */
export const telLink = (e164: string) => `tel:${e164}`;

/** A WhatsApp chat with the buyer, the greeting in their language ready to send. */
export function whatsAppLink(e164: string, locale: string, name: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(
    whatsAppGreeting(locale, name),
  )}`;
}
