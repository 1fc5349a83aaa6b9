import "server-only";
import { createTranslator, type Locale, type Messages } from "next-intl";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import zh from "@/messages/zh.json";

const messages: Record<Locale, Messages> = { en, zh, ms };

/** The site's own words for what a card prints, so a card reads like its page. */
export function cardMessages(locale: Locale) {
  const t = createTranslator({ locale, messages: messages[locale] });
  return {
    impression: t("Artwork.mark"),
    size: (sqft: number, sqm: number) => t("UnitType.size", { sqft, sqm }),
    rooms: (bedrooms: number, bathrooms: number) =>
      `${t("UnitType.bedroomsShort", { count: bedrooms })} · ${t("UnitType.bathrooms", { count: bathrooms })}`,
  };
}
