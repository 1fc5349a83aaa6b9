import type { Locale } from "next-intl";
import { galleryEn } from "@/content/gallery/en";
import { galleryMs } from "@/content/gallery/ms";
import { gallerySlugs } from "@/content/gallery/slugs";
import type { GalleryCopy } from "@/content/gallery/types";
import { galleryZh } from "@/content/gallery/zh";

// The copy modules, not the gallery's index: that one imports pictures, which the CMS's command
// line (plain Node) cannot load.
export const galleryCopies: Record<Locale, GalleryCopy> = {
  en: galleryEn,
  zh: galleryZh,
  ms: galleryMs,
};

/**
 * The gallery global's first version in one language, from today's typed copy. Its pictures are
 * one list in every language (captions are its only words), so a later language names the rows
 * the first one made: without their ids Payload would replace the list and lose the captions.
 */
export function galleryToCms(locale: Locale, previous?: Record<string, unknown>) {
  const copy = galleryCopies[locale];
  const rows = Array.isArray(previous?.pictures) ? (previous.pictures as { id?: string }[]) : [];
  return {
    meta: copy.meta,
    eyebrow: copy.eyebrow,
    title: copy.title,
    intro: copy.intro,
    pictures: gallerySlugs.map((slug, index) => ({
      ...(rows[index]?.id ? { id: rows[index].id } : {}),
      slug,
      caption: copy.items[slug].caption,
    })),
  };
}
