import "server-only";
import type { Locale } from "next-intl";
import { unstable_cache } from "next/cache";
import { getGallery, type Gallery } from "@/content/gallery";
import { log } from "@/server/log";
import { galleryFromCms } from "../gallery/from-cms";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { isPreview } from "./preview-mode";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

/**
 * The gallery in one language as the site shows it (server/cms/gallery/from-cms.ts): from the data
 * cache (a publish, or a change to one of its pictures, expires it), a draft when the editor
 * previews, the seeded gallery during the build, outside Next.js or when the CMS cannot be read.
 */
export async function siteGallery(locale: Locale): Promise<Gallery> {
  const seeded = getGallery(locale);
  if (!readsCms()) {
    await revalidateLikeContent("gallery");
    return seeded;
  }
  try {
    if (await isPreview()) return galleryFromCms(seeded, await readGallery(locale, true), "editor");
    return galleryFromCms(seeded, await cachedRead(locale), "public");
  } catch (error) {
    log.warn({ err: error }, "CMS gallery unavailable; showing the seeded gallery");
    return seeded;
  }
}

/** The published gallery (its pictures' files are public: server/cms/read/public-media.ts). */
export const publishedGallery = (): Promise<unknown> => cachedRead("en");

function cachedRead(locale: Locale): Promise<unknown> {
  return unstable_cache(() => readGallery(locale, false), ["cms-gallery-v1", locale], {
    tags: [contentTag("gallery")],
    revalidate: CONTENT_SECONDS,
  })();
}

/** The published (or draft) gallery with its pictures, words in this language only. */
export async function readGallery(locale: Locale, draft: boolean): Promise<unknown> {
  const payload = await cmsPayload();
  return payload.findGlobal({ slug: "gallery", locale, draft, fallbackLocale: false, depth: 1 });
}
