import "server-only";
import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getPathname } from "@/i18n/navigation";
import { localeInfo } from "@/i18n/locales";
import { routing } from "@/i18n/routing";
import { env } from "../env";

interface PageMetadataInput {
  locale: Locale;
  /** Path without locale prefix, e.g. `/gallery`. */
  path: string;
  title: string;
  description: string;
  /** Whether search engines should index it (status pages should not). */
  index?: boolean;
}

export function absoluteUrl(locale: Locale, path: string): string {
  return new URL(getPathname({ locale, href: path }), env.SITE_URL).toString();
}

/** Title, description, canonical URL, hreflang alternates and social cards for one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  index = true,
}: PageMetadataInput): Metadata {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [localeInfo[l].tag, absoluteUrl(l, path)]),
  );
  languages["x-default"] = absoluteUrl(routing.defaultLocale, path);
  const url = absoluteUrl(locale, path);
  return {
    title,
    description,
    alternates: { canonical: url, languages },
    robots: index ? undefined : { index: false, follow: true },
    openGraph: {
      type: "website",
      url,
      title,
      description,
      siteName: "SkyHaven Suites",
      locale: localeInfo[locale].og,
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => localeInfo[l].og),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
