import "server-only";
import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { absoluteUrl, languageAlternates } from "./page-metadata";
import { publicPages } from "./public-pages";

/** Every public page in every language under `origin`, each entry naming its translations. */
export function sitemapEntries(origin: string): MetadataRoute.Sitemap {
  return publicPages.flatMap((path) => {
    const languages = languageAlternates(path, origin);
    return routing.locales.map((locale) => ({
      url: absoluteUrl(locale, path, origin),
      alternates: { languages },
    }));
  });
}

/** Crawlers stay out of the lead desk and the API; the sitemap is under `origin`. */
export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/go"] },
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}
