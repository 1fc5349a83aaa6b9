import type { Locale } from "next-intl";
import type { StaticImageData } from "next/image";
import { galleryMs } from "./ms";
import { galleryEn } from "./en";
import { galleryItems, type GallerySlug } from "./items";
import { galleryCopySchema, type GalleryCopy } from "./types";
import { galleryZh } from "./zh";

export { galleryItems, type GallerySlug } from "./items";

const copies: Record<Locale, GalleryCopy> = { en: galleryEn, zh: galleryZh, ms: galleryMs };

/** A rendition of an uploaded picture: its public URL and pixel width. */
export interface Rendition {
  src: string;
  width: number;
}

/** A picture the marketing team uploaded in the CMS (server/cms/gallery/from-cms.ts). */
export interface UploadedImage {
  /** What a browser that reads no srcset shows: a WebP rendition, else the upload itself. */
  src: string;
  width: number;
  height: number;
  avif: Rendition[];
  webp: Rendition[];
  /** The editor's focal point as CSS `object-position`, kept when a frame crops the picture. */
  position: string;
  /** Its file's name in the media directory (the social card is drawn from it). */
  filename: string;
}

export interface GalleryPicture {
  slug: GallerySlug;
  /** Today's generated artwork: shown while no picture is uploaded in its place. */
  image: StaticImageData;
  upload?: UploadedImage;
  alt: string;
  caption: string;
  /** Marked "Artist's impression" (every generated artwork; an upload unless it is a photograph). */
  artistImpression: boolean;
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
    pictures: galleryItems.map(({ slug, image }) => ({
      slug,
      image,
      ...copy.items[slug],
      artistImpression: true,
    })),
  };
}
