import type { Locale } from "next-intl";
import { routing } from "@/i18n/routing";
import { configuredOrigin } from "../seo/configured-origin";

/**
 * Where the back cover's QR code sends a reader: the registration page in the brochure's
 * language, tagged so the lead desk can tell print leads apart (`utm_source=brochure`,
 * `utm_medium=print`, one campaign per language). Null when SITE_URL names no public address:
 * a brochure never prints, or encodes, a loopback address.
 */
export function brochureRegisterLink(locale: Locale, siteUrl: string): string | null {
  const origin = configuredOrigin(siteUrl);
  if (!origin) return null;
  const prefix = locale === routing.defaultLocale ? "" : `/${locale}`;
  const url = new URL(`${prefix}/register`, origin);
  url.searchParams.set("utm_source", "brochure");
  url.searchParams.set("utm_medium", "print");
  url.searchParams.set("utm_campaign", `brochure-${locale}`);
  return url.toString();
}
