import type { Locale } from "next-intl";
import { hasLocale } from "next-intl";
import { routing } from "./routing";

/** Old clients said `cn` for Chinese. */
function normalize(tag: string): string {
  const base = tag.trim().toLowerCase().split(/[-_;]/)[0] ?? "";
  return base === "cn" ? "zh" : base;
}

/** `?locale=` wins, then the first supported language in Accept-Language, then English. */
export function resolveApiLocale(request: { nextUrl: URL; headers: Headers }): Locale {
  const candidates = [
    request.nextUrl.searchParams.get("locale") ?? "",
    ...(request.headers.get("accept-language") ?? "").split(","),
  ].map(normalize);
  return (
    candidates.find((c): c is Locale => hasLocale(routing.locales, c)) ?? routing.defaultLocale
  );
}
