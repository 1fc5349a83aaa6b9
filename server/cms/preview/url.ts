/** The address that turns on preview of drafts for one area in one language and opens its page. */
export function previewUrl(key: string, locale: string | { code: string } | undefined): string {
  const code = typeof locale === "string" ? locale : (locale?.code ?? "en");
  return `/api/cms-preview?area=${encodeURIComponent(key)}&locale=${encodeURIComponent(code)}`;
}
