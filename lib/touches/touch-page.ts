import { routing } from "@/i18n/routing";

export const touchChannels = ["whatsapp", "call"] as const;
export type TouchChannel = (typeof touchChannels)[number];

/** Pages whose name a WhatsApp message may mention (keys of the `Nav` messages). */
const namedPages = {
  "/gallery": "gallery",
  "/layout": "layout",
  "/facilities": "facilities",
  "/location": "location",
  "/developer": "developer",
  "/video-tour": "videoTour",
} as const;

export type NamedPage = (typeof namedPages)[keyof typeof namedPages];

/** Where a tap was made, read from the page's path as the browser shows it (`/zh/layout/C1A`). */
export interface TouchPage {
  locale: (typeof routing.locales)[number];
  /** The path without its language prefix: `/layout/C1A`. */
  page: string;
  /** The unit type the page is about, when it is one type's page. */
  unitType?: string;
  /** The page's menu name, when it has one worth naming. */
  named?: NamedPage;
}

// Our paths are plain ASCII segments; anything else (a query, an encoded character, a long tail)
// was not made by one of our pages and is not stored.
const pathPattern = /^(?:\/[A-Za-z0-9._-]+)+\/?$|^\/$/;
export const MAX_PAGE_LENGTH = 200;

/** The page a tap came from, or null when `from` is not one of our paths. */
export function readTouchPage(from: unknown, unitTypeCodes: readonly string[]): TouchPage | null {
  if (typeof from !== "string" || from.length > MAX_PAGE_LENGTH || !pathPattern.test(from)) {
    return null;
  }
  const segments = from.split("/").filter(Boolean);
  const first = segments[0];
  const prefixed = routing.locales.find((l) => l !== routing.defaultLocale && l === first);
  const rest = prefixed ? segments.slice(1) : segments;
  const page = `/${rest.join("/")}`;
  const code = rest[0] === "layout" && rest.length === 2 ? rest[1]?.toUpperCase() : undefined;
  return {
    locale: prefixed ?? routing.defaultLocale,
    page,
    unitType: code && unitTypeCodes.includes(code) ? code : undefined,
    named: namedPages[page as keyof typeof namedPages],
  };
}
