/** The link that counts a WhatsApp tap, then opens the chat (app/go/whatsapp). */
export function whatsappGoHref(pagePath: string): string {
  // Slashes read better left as they are; everything else is escaped.
  return `/go/whatsapp?from=${encodeURIComponent(pagePath).replace(/%2F/g, "/")}`;
}

/** The path of a page as the browser shows it: English unprefixed, the others under /zh, /ms. */
export function localizedPath(pathname: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return pathname;
  return pathname === "/" ? `/${locale}` : `/${locale}${pathname}`;
}
