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
  /** Show the title without the site's name after it (a long caption would run past 70). */
  titleAbsolute?: boolean;
  description: string;
  /** Whether search engines should index it (status pages should not). */
  index?: boolean;
  /**
   * The picture for social cards: a static image, or a card drawn at build time (app/cards/);
   * the site's 1200×630 card by default.
   */
  image?:
    | { src: StaticImageData; alt: string }
    | { url: string; width: number; height: number; alt: string };
}

export function absoluteUrl(locale: Locale, path: string, origin = env.SITE_URL): string {
  return new URL(getPathname({ locale, href: path }), origin).toString();
}

/** A page's URL in every language by hreflang tag, plus x-default: for metadata and the sitemap. */
export function languageAlternates(path: string, origin = env.SITE_URL): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [localeInfo[l].tag, absoluteUrl(l, path, origin)]),
  );
  languages["x-default"] = absoluteUrl(routing.defaultLocale, path, origin);
  return languages;
}

type CardInput = PageMetadataInput["image"];

/** The social card's URL, size and alt text. */
function cardImage(image: CardInput, title: string) {
  if (image && "url" in image) return image;
  const src = image?.src ?? socialImage;
  return { url: src.src, width: src.width, height: src.height, alt: image?.alt ?? title };
}

/** Title, description, canonical URL, hreflang alternates and social cards for one page. */
export function pageMetadata({
  locale,
  path,
  title,
  titleAbsolute = false,
  description,
  index = true,
  image,
}: PageMetadataInput): Metadata {
  // A page's openGraph replaces the layout's wholesale, so every page names its image here.
  const images = [cardImage(image, title)];
  const languages = languageAlternates(path);
  const url = absoluteUrl(locale, path);
  return {
    title: titleAbsolute ? { absolute: title } : title,
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
