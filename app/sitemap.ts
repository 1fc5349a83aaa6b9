import type { MetadataRoute } from "next";
import { routing } from "@/i18n/routing";
import { absoluteUrl, languageAlternates } from "@/server/seo/page-metadata";
import { publicPages } from "@/server/seo/public-pages";

/** Every public page in every language, each entry naming its translations (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.flatMap((path) => {
    const languages = languageAlternates(path);
    return routing.locales.map((locale) => ({
      url: absoluteUrl(locale, path),
      alternates: { languages },
    }));
  });
}
