import { createFormatter, createTranslator, type Locale } from "next-intl";
import { getBrochure } from "../brochure";
import { getConcept } from "../concept";
import { getDeveloper } from "../developer";
import { particularRows } from "../developer/particular-rows";
import { getFacilities } from "../facilities";
import { getGallery } from "../gallery";
import { getLocation } from "../location";
import { unitCategories } from "../units/categories";
import { sampleInventoryFigures } from "../units/price-list";
import { getVideoTour } from "../video-tour";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import zh from "@/messages/zh.json";
import { bedroomValues, sizeRangeValues } from "./format";
import { layoutValues, terminalValues } from "./message-values";
import type { CopyEntry } from "./stale-figures";

const messages = { en, zh, ms };

/** Every string in a value, each named by its path (`concept.en.facts.0.value`). */
function strings(where: string, value: unknown): CopyEntry[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(`${where}.${i}`, item));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(`${where}.${key}`, item));
  return [];
}

/**
 * What one language says about the building: the content files, the UI messages as written, and
 * the headline lines the pages and brochure render from the data (cards, key facts, metadata).
 */
export function copyEntries(locale: Locale): CopyEntry[] {
  const concept = getConcept(locale);
  const t = createTranslator({ locale, messages: messages[locale] });
  const rendered: CopyEntry[] = [
    // A key fact reads as one claim: "7 min" over "to Airport Terminal 1".
    ...concept.facts.map((fact, i) => ({
      where: `concept.${locale}.facts.${i}`,
      text: `${fact.value} ${fact.label}`,
    })),
    ...unitCategories.map((category) => {
      const size = sizeRangeValues(category.sizeSqft);
      return {
        where: `card.${locale}.${category.key}`,
        text: `${t("Concept.sizeRange", size)} · ${t("Concept.bedrooms", bedroomValues(category.bedrooms))}`,
      };
    }),
    { where: `LayoutPage.${locale}.title`, text: t("LayoutPage.title", layoutValues) },
    { where: `LayoutPage.${locale}.metaTitle`, text: t("LayoutPage.metaTitle", layoutValues) },
    {
      where: `LayoutPage.${locale}.metaDescription`,
      text: t("LayoutPage.metaDescription", layoutValues),
    },
    {
      where: `LayoutPage.${locale}.keyPlanIntro`,
      text: t("LayoutPage.keyPlanIntro", layoutValues),
    },
    {
      where: `Landing.${locale}.metaDescription`,
      text: t("Landing.metaDescription", terminalValues(locale)),
    },
    ...particularRows(
      (key, values) => t(`AdvertisingParticulars.${key}`, values),
      createFormatter({ locale, timeZone: "UTC" }),
      locale,
      sampleInventoryFigures,
    ).map(([label, value], i) => ({
      where: `particulars.${locale}.${i}`,
      text: `${value} ${label}`,
    })),
  ];
  return [
    ...strings(`concept.${locale}`, concept),
    ...strings(`location.${locale}`, getLocation(locale)),
    ...strings(`brochure.${locale}`, getBrochure(locale)),
    ...strings(`developer.${locale}`, getDeveloper(locale)),
    ...strings(`gallery.${locale}`, getGallery(locale)),
    ...strings(`facilities.${locale}`, getFacilities(locale)),
    ...strings(`videoTour.${locale}`, getVideoTour(locale)),
    ...strings(`messages.${locale}`, messages[locale]),
    ...rendered,
  ];
}
