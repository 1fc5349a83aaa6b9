import type { Locale } from "next-intl";
import type { StaticImageData } from "next/image";
import { galleryMs } from "./ms";
import { galleryEn } from "./en";
import { galleryItems, type GallerySlug } from "./items";
import { galleryCopySchema, type GalleryCopy } from "./types";
import { galleryZh } from "./zh";

export { galleryItems, type GallerySlug } from "./items";

const copies: Record<Locale, GalleryCopy> = { en: galleryEn, zh: galleryZh, ms: galleryMs };

export interface GalleryPicture {
  slug: GallerySlug;
  image: StaticImageData;
  alt: string;
  caption: string;
}

export interface Gallery {
  meta: GalleryCopy["meta"];
  eyebrow: string;
  title: string;
  intro: string;
  pictures: GalleryPicture[];
}

/** Checks one language's copy: the shape, and exactly one alt text and caption per picture. */
export function validateGalleryCopy(copy: unknown): GalleryCopy {
  const parsed = galleryCopySchema.parse(copy);
  const slugs = galleryItems.map((item) => item.slug as string);
  const missing = slugs.filter((slug) => !(slug in parsed.items));
  const extra = Object.keys(parsed.items).filter((slug) => !slugs.includes(slug));
  if (missing.length || extra.length)
    throw new Error(
      `gallery copy: missing ${missing.join(", ") || "none"}; unknown ${extra.join(", ") || "none"}`,
    );
  return parsed as GalleryCopy;
}

// Validated once when the module loads, so a broken translation fails the build, not a visitor.
const validated = Object.fromEntries(
  Object.entries(copies).map(([locale, copy]) => [locale, validateGalleryCopy(copy)]),
) as Record<Locale, GalleryCopy>;

export function getGallery(locale: Locale): Gallery {
  const copy = validated[locale];
  return {
    meta: copy.meta,
    eyebrow: copy.eyebrow,
    title: copy.title,
    intro: copy.intro,
    pictures: galleryItems.map(({ slug, image }) => ({ slug, image, ...copy.items[slug] })),
  };
}
