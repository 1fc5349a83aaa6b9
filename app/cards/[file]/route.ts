import { hasLocale } from "next-intl";
import { galleryItems } from "@/content/gallery";
import { getUnitType, unitTypes } from "@/content/units/unit-types";
import { routing } from "@/i18n/routing";
import { siteGallery } from "@/server/cms/read/gallery";
import { galleryCard } from "@/server/seo/cards/gallery-card";
import { galleryCardPath, parseCardFile, unitCardPath } from "@/server/seo/cards/paths";
import { unitTypeCard } from "@/server/seo/cards/unit-card";

// Drawn at build time, and again when the gallery's published content changes (its cache tag).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  const file = (path: string) => ({ file: path.slice("/cards/".length) });
  return routing.locales.flatMap((locale) => [
    ...unitTypes.map(({ code }) => file(unitCardPath(code, locale))),
    ...galleryItems.map(({ slug }) => file(galleryCardPath(slug, locale))),
  ]);
}

const headers = (type: string) => ({
  "Content-Type": type,
  "Cache-Control": "public, max-age=86400",
});

/** `/cards/layout-C1A.zh.png` (a type's plan card), `/cards/gallery-lobby.ms.jpg` (a picture's). */
export async function GET(_request: Request, { params }: RouteContext<"/cards/[file]">) {
  const card = parseCardFile((await params).file);
  if (!card || !hasLocale(routing.locales, card.locale)) return new Response(null, { status: 404 });
  if (card.kind === "layout" && card.ext === "png") {
    const unit = getUnitType(card.key);
    if (!unit) return new Response(null, { status: 404 });
    return new Response(new Uint8Array(await unitTypeCard(unit, card.locale)), {
      headers: headers("image/png"),
    });
  }
  const picture =
    card.kind === "gallery"
      ? (await siteGallery(card.locale)).pictures.find((p) => p.slug === card.key)
      : undefined;
  if (card.kind !== "gallery" || card.ext !== "jpg" || !picture)
    return new Response(null, { status: 404 });
  return new Response(new Uint8Array(await galleryCard(picture, card.locale)), {
    headers: headers("image/jpeg"),
  });
}
