import "server-only";
import type { TagConfig } from "@/lib/consent/tags";
import { readEnv } from "../env-schema";

/**
 * The browser tags' ids, read from the settings on each request so a change needs no rebuild;
 * the prerendered pages never carry them. Only public ids: tokens stay on the server.
 */
export function tagConfig(): TagConfig {
  const env = readEnv();
  return {
    ga4: env.GA4_MEASUREMENT_ID,
    adsId: env.GOOGLE_ADS_ID,
    adsLabel: env.GOOGLE_ADS_CONVERSION_LABEL,
    metaPixelId: env.META_PIXEL_ID,
  };
}
