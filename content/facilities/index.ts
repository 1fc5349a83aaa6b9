import type { Locale } from "next-intl";
import { facilitiesEn } from "./en";
import { facilityItems, type FacilityKey, type FacilityVisual } from "./items";
import { facilitiesMs } from "./ms";
import { facilitiesCopySchema, type FacilitiesCopy } from "./types";
import { facilitiesZh } from "./zh";

export { facilitiesMainImage, facilityItems, type FacilityKey, type FacilityVisual } from "./items";

const copies: Record<Locale, FacilitiesCopy> = {
  en: facilitiesEn,
  zh: facilitiesZh,
  ms: facilitiesMs,
};

export interface Facility {
  key: FacilityKey;
  visual: FacilityVisual;
  name: string;
  description: string;
}

export interface Facilities {
  meta: FacilitiesCopy["meta"];
  eyebrow: string;
  title: string;
  intro: string;
  mainImageAlt: string;
  items: Facility[];
}

/** Checks one language's copy: the shape, and a name and description for exactly the ten facilities. */
export function validateFacilitiesCopy(copy: unknown): FacilitiesCopy {
  const parsed = facilitiesCopySchema.parse(copy);
  const keys = facilityItems.map((item) => item.key as string);
  const missing = keys.filter((key) => !(key in parsed.items));
  const extra = Object.keys(parsed.items).filter((key) => !keys.includes(key));
  if (missing.length || extra.length)
    throw new Error(
      `facilities copy: missing ${missing.join(", ") || "none"}; unknown ${extra.join(", ") || "none"}`,
    );
  return parsed as FacilitiesCopy;
}

// Validated once when the module loads, so a broken translation fails the build, not a visitor.
const validated = Object.fromEntries(
  Object.entries(copies).map(([locale, copy]) => [locale, validateFacilitiesCopy(copy)]),
) as Record<Locale, FacilitiesCopy>;

/** One language's copy (typed, or as the CMS has it) laid over the facilities, in display order. */
export function facilitiesFrom(copy: FacilitiesCopy): Facilities {
  const { items, ...rest } = copy;
  return {
    ...rest,
    items: facilityItems.map(({ key, visual }) => ({ key, visual, ...items[key] })),
  };
}

/** The facilities in one language as typed here: the CMS's seed (server/cms/content/areas.ts). */
export function getFacilities(locale: Locale): Facilities {
  return facilitiesFrom(validated[locale]);
}
