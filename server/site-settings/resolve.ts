import { z } from "zod";
import { developerFacts } from "@/content/developer/facts";
import type { Env } from "../env-schema";
import { settingPatterns, type SettingPattern, type SiteSettings } from "./schema";

/** What the CMS's site settings hold (any field may be empty: the fallback then applies). */
export interface CmsSiteSettings {
  contact?: {
    phone?: string | null;
    whatsapp?: string | null;
    email?: string | null;
    galleryAddress?: string | null;
  } | null;
  tracking?: {
    ga4MeasurementId?: string | null;
    googleAdsId?: string | null;
    googleAdsConversionLabel?: string | null;
    metaPixelId?: string | null;
  } | null;
}

/** The environment's settings that the CMS's may override. */
export type SettingsEnv = Pick<
  Env,
  | "CONTACT_EMAIL"
  | "GA4_MEASUREMENT_ID"
  | "GOOGLE_ADS_ID"
  | "GOOGLE_ADS_CONVERSION_LABEL"
  | "META_PIXEL_ID"
>;

const filled = (value: string | null | undefined) => value?.trim() || undefined;

/** A CMS value that still matches its pattern (a row written before a rule changed may not). */
function valid(kind: SettingPattern, value: string | null | undefined): string | undefined {
  const text = filled(value);
  return text && settingPatterns[kind].pattern.test(text) ? text : undefined;
}

const validEmail = (value: string | null | undefined) => {
  const text = filled(value);
  return text && z.email().safeParse(text).success ? text : undefined;
};

/** The address as lines: one per line of the CMS's text box, blank lines dropped. */
export function addressLines(text: string | null | undefined): string[] | undefined {
  const lines = (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length >= 2 ? lines : undefined;
}

/**
 * Each setting from the CMS when the marketing team set it, else the environment's (the
 * deployment's own), else the sample facts (content/developer/facts.ts). The tag ids have no
 * sample: unset, no tag loads.
 */
export function resolveSiteSettings(cms: CmsSiteSettings | null, env: SettingsEnv): SiteSettings {
  const contact = cms?.contact ?? {};
  const tracking = cms?.tracking ?? {};
  return {
    contact: {
      phone: valid("phone", contact.phone) ?? developerFacts.phone,
      whatsapp: valid("phone", contact.whatsapp) ?? developerFacts.whatsapp,
      email: validEmail(contact.email) ?? env.CONTACT_EMAIL ?? developerFacts.email,
      galleryAddress:
        addressLines(contact.galleryAddress) ?? developerFacts.salesGallery.addressLines,
    },
    tracking: {
      ga4: valid("ga4", tracking.ga4MeasurementId) ?? env.GA4_MEASUREMENT_ID,
      adsId: valid("adsId", tracking.googleAdsId) ?? env.GOOGLE_ADS_ID,
      adsLabel:
        valid("adsLabel", tracking.googleAdsConversionLabel) ?? env.GOOGLE_ADS_CONVERSION_LABEL,
      metaPixelId: valid("metaPixelId", tracking.metaPixelId) ?? env.META_PIXEL_ID,
    },
  };
}
