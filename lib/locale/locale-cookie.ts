// The language choice (NEXT_LOCALE) is written by the browser, not by the server (issue 28, part 6):
// public pages are cached by shared caches for 25 s, and a Set-Cookie on a cached page could be
// handed to the next visitor. The middleware still reads the cookie (a visitor who chose /zh and
// opens / is sent to /zh); this writes it as next-intl's middleware used to.

export const LOCALE_COOKIE = "NEXT_LOCALE";

/** The value of `name` in a `document.cookie` string, or undefined. */
function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * The `document.cookie` assignment that records `locale` as the visitor's language, or null when
 * nothing needs writing: the cookie already says it, or there is none and the page is the default
 * language (a visitor's first English page sets nothing, as before; their browser's language still
 * picks the page for them).
 */
export function localeCookieUpdate(
  cookies: string,
  locale: string,
  { defaultLocale, secure }: { defaultLocale: string; secure: boolean },
): string | null {
  const current = readCookie(cookies, LOCALE_COOKIE);
  if (current === locale) return null;
  if (current === undefined && locale === defaultLocale) return null;
  // A session cookie with next-intl's own attributes (SameSite=Lax, the whole site), Secure on https.
  return `${LOCALE_COOKIE}=${locale}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
