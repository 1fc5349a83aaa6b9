import type { Locale } from "next-intl";
import { conceptEn } from "@/content/concept/en";
import { conceptMs } from "@/content/concept/ms";
import { conceptZh } from "@/content/concept/zh";
import type { ConceptContent } from "@/content/concept/types";
import { developerEn } from "@/content/developer/en";
import { developerMs } from "@/content/developer/ms";
import type { DeveloperCopy } from "@/content/developer/schema";
import { developerZh } from "@/content/developer/zh";
// The copy modules themselves, not the content's index: those import pictures, which the CMS's
// command line (plain Node) cannot load.
import { faqEn } from "@/content/faq/en";
import { faqMs } from "@/content/faq/ms";
import type { FaqCopy } from "@/content/faq/types";
import { faqZh } from "@/content/faq/zh";
import { facilitiesEn } from "@/content/facilities/en";
import { facilitiesMs } from "@/content/facilities/ms";
import type { FacilitiesCopy } from "@/content/facilities/types";
import { facilitiesZh } from "@/content/facilities/zh";
import { locationEn } from "@/content/location/en";
import { locationMs } from "@/content/location/ms";
import type { LocationCopy } from "@/content/location/schema";
import { locationZh } from "@/content/location/zh";

interface ContentArea<T> {
  /** What the marketing team sees in the CMS's menu. */
  label: string;
  /** The page it is read on, for preview (without the language prefix). */
  path: string;
  /** Today's typed content (content/): the CMS's first version, and what shows while it is empty. */
  seeded: Record<Locale, T>;
}

/**
 * The parts of the site the marketing team edits in the CMS, each a Payload global of its own
 * (server/cms/globals/content-global.ts) shaped like its typed content.
 */
export const contentAreas = {
  concept: {
    label: "Home page",
    path: "/",
    seeded: { en: conceptEn, zh: conceptZh, ms: conceptMs },
  } satisfies ContentArea<ConceptContent>,
  facilities: {
    label: "Facilities",
    path: "/facilities",
    seeded: { en: facilitiesEn, zh: facilitiesZh, ms: facilitiesMs },
  } satisfies ContentArea<FacilitiesCopy>,
  location: {
    label: "Location",
    path: "/location",
    seeded: { en: locationEn, zh: locationZh, ms: locationMs },
  } satisfies ContentArea<LocationCopy>,
  developer: {
    label: "Developer, sales gallery and WhatsApp",
    path: "/developer",
    seeded: { en: developerEn, zh: developerZh, ms: developerMs },
  } satisfies ContentArea<DeveloperCopy>,
  faq: {
    label: "Questions buyers ask (FAQ)",
    path: "/faq",
    seeded: { en: faqEn, zh: faqZh, ms: faqMs },
  } satisfies ContentArea<FaqCopy>,
};

export type ContentAreaKey = keyof typeof contentAreas;
export type ContentOf<K extends ContentAreaKey> = (typeof contentAreas)[K]["seeded"]["en"];

export const contentAreaKeys = Object.keys(contentAreas) as ContentAreaKey[];
