import type { InventoryFigures } from "@/content/developer/particular-rows";
import "server-only";
import { createFormatter, createTranslator, type Locale, type Messages } from "next-intl";
import { getBrochure } from "@/content/brochure";
import type { BrochureContent } from "@/content/brochure/types";
import { getConcept } from "@/content/concept";
import type { ConceptContent } from "@/content/concept/types";
import { advertisingParticulars, getDeveloper } from "@/content/developer";
import { getFacilities, type Facilities } from "@/content/facilities";
import { getLocation, type LocationCopy } from "@/content/location";
import type { AdvertisingParticulars, DeveloperCopy } from "@/content/developer/schema";
import { malaysiaDay } from "@/lib/time/malaysia";
import { site } from "@/content/site";
import { localeInfo } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import en from "@/messages/en.json";
import ms from "@/messages/ms.json";
import zh from "@/messages/zh.json";
import { fontsFor, type LocaleFonts } from "./fonts";
import { brochureRegisterLink } from "./register-link";
import { configuredOrigin } from "../seo/configured-origin";
import { readEnv } from "../env-schema";
import { resolveSiteSettings } from "../site-settings/resolve";
import type { SiteSettings } from "../site-settings/schema";
import { typography, type Typography } from "./styles";

const messages: Record<Locale, Messages> = { en, zh, ms };

/** The site's own phrasing for sizes, types and bedrooms, so the brochure says it the same way. */
function conceptTranslator(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: "Concept" });
}

/** Labels the site's location and developer pages use, so print and screen word them alike. */
function pageTranslators(locale: Locale) {
  const base = { locale, messages: messages[locale] };
  return {
    location: createTranslator({ ...base, namespace: "Location" }),
    developer: createTranslator({ ...base, namespace: "Developer" }),
    particulars: createTranslator({ ...base, namespace: "AdvertisingParticulars" }),
    facilities: createTranslator({ ...base, namespace: "Facilities" }),
    layout: createTranslator({ ...base, namespace: "LayoutPage" }),
    unitType: createTranslator({ ...base, namespace: "UnitType" }),
  };
}

/** Everything a section needs to draw itself in one language. */
export interface BrochureContext {
  locale: Locale;
  /** BCP 47 tag for the PDF's language (zh-Hans). */
  languageTag: string;
  copy: BrochureContent;
  concept: ConceptContent;
  /** The facilities' words as published in the CMS. */
  facilities: Facilities;
  /** The location page's words as published in the CMS. */
  location: LocationCopy;
  /** The advertising particulars as published in the CMS. */
  particulars: AdvertisingParticulars;
  /** The developer page's words (profile, sales gallery, hours) as published in the CMS. */
  developer: DeveloperCopy;
  /** The sales team's phone, WhatsApp, email and the gallery's address (the site settings). */
  contact: SiteSettings["contact"];
  /** The Malaysian calendar day it is printed (a lapsed permit shows as lapsed). */
  today: string;
  t: ReturnType<typeof conceptTranslator>;
  /** The site's messages for the other pages the brochure reprints. */
  pages: ReturnType<typeof pageTranslators>;
  /** Dates and numbers in the reader's language (UTC: the content's dates are calendar days). */
  format: ReturnType<typeof createFormatter>;
  site: typeof site;
  fonts: LocaleFonts;
  type: Typography;
  /**
   * The site's address for a path in this language, for print: `skyhaven.example/zh/register`;
   * null when SITE_URL names no public address (a brochure never prints localhost).
   */
  printedUrl: (path: string) => string | null;
  /** The unit count and price range, from the unit inventory (the advertising particulars). */
  inventory: InventoryFigures;
  /** What the back cover's QR code opens (registration, tagged as print); null like `printedUrl`. */
  registerLink: string | null;
}

/** What the brochure reprints from the CMS: the typed content when not given. */
export interface BrochureCmsContent {
  concept: ConceptContent;
  facilities: Facilities;
  location: LocationCopy;
  particulars: AdvertisingParticulars;
  developer: DeveloperCopy;
  contact: SiteSettings["contact"];
}

export function brochureContext(
  locale: Locale,
  siteUrl: string,
  inventory: InventoryFigures,
  {
    concept = getConcept(locale),
    facilities = getFacilities(locale),
    location = getLocation(locale),
    particulars = advertisingParticulars,
    developer = getDeveloper(locale),
    contact = resolveSiteSettings(null, readEnv()).contact,
  }: Partial<BrochureCmsContent> = {},
): BrochureContext {
  const fonts = fontsFor(locale);
  const origin = configuredOrigin(siteUrl);
  return {
    locale,
    languageTag: localeInfo[locale].tag,
    copy: getBrochure(locale),
    concept,
    facilities,
    location,
    particulars,
    developer,
    contact,
    today: malaysiaDay(new Date()),
    t: conceptTranslator(locale),
    pages: pageTranslators(locale),
    format: createFormatter({ locale, timeZone: "UTC" }),
    site,
    fonts,
    type: typography(fonts),
    printedUrl: (path) => {
      if (!origin) return null;
      const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
      const pathname = `${prefix}${path === "/" ? "" : path}` || "/";
      return `${new URL(origin).host}${pathname === "/" ? "" : pathname}`;
    },
    registerLink: brochureRegisterLink(locale, siteUrl),
    inventory,
  };
}
