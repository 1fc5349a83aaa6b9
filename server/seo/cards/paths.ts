import type { Locale } from "next-intl";

/** Every card is drawn at the size social networks show large. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a unit type's and a gallery picture's social cards are served (app/cards/[file]). */
export const unitCardPath = (code: string, locale: Locale) => `/cards/layout-${code}.${locale}.png`;
export const galleryCardPath = (slug: string, locale: Locale) =>
  `/cards/gallery-${slug}.${locale}.jpg`;

const pattern = /^(layout|gallery)-([A-Za-z0-9-]+)\.([a-z]{2})\.(png|jpg)$/;

/** The card a file name asks for, or null. */
export function parseCardFile(
  file: string,
): { kind: "layout" | "gallery"; key: string; locale: string; ext: string } | null {
  const match = pattern.exec(file);
  if (!match) return null;
  const [, kind, key = "", locale = "", ext = ""] = match;
  return { kind: kind === "layout" ? "layout" : "gallery", key, locale, ext };
}
