import { hasLocale, type Locale } from "next-intl";
import { routing } from "@/i18n/routing";

/** `/brochure/{file}`: one PDF per language, named like the menu links them. */
export const brochureFiles = routing.locales.map((locale) => `${locale}.pdf`);

/** `zh.pdf` → `zh`; anything else (other languages, other extensions, upper case) → undefined. */
export function localeOfFile(file: string): Locale | undefined {
  const match = /^([a-z]{2})\.pdf$/.exec(file);
  const locale = match?.[1];
  return locale && hasLocale(routing.locales, locale) ? locale : undefined;
}

/** The name a saved copy gets: says what it is and in which language. */
export function downloadName(locale: Locale): string {
  return `SkyHaven-Suites-${locale}.pdf`;
}

/** Headers of a brochure: shown in the browser's viewer, cached for a day, refreshed quietly. */
export function brochureHeaders(locale: Locale, size: number): HeadersInit {
  return {
    "Content-Type": "application/pdf",
    "Content-Length": String(size),
    "Content-Disposition": `inline; filename="${downloadName(locale)}"`,
    // The URL stays the same when content changes (the menu links it), so caches must revalidate
    // now and then; a day keeps repeat visits on mobile data free.
    "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
  };
}
