import "server-only";
import type { Metadata } from "next";
import type { Locale } from "next-intl";
import type { StaticImageData } from "next/image";
import { socialImage } from "@/content/images";
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
  /** The picture for social cards; the site's 1200×630 card by default. */
  image?: { src: StaticImageData; alt: string };
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
  image,
}: PageMetadataInput): Metadata {
  // A page's openGraph replaces the layout's wholesale, so every page names its image here.
  const card = image?.src ?? socialImage;
  const images = [
    { url: card.src, width: card.width, height: card.height, alt: image?.alt ?? title },
  ];
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
      images,
    },
    twitter: { card: "summary_large_image", title, description, images },
  };
}
