import "server-only";
import type { Locale } from "next-intl";
import { draftMode } from "next/headers";
import { unstable_cache } from "next/cache";
import { getGallery, type Gallery } from "@/content/gallery";
import { log } from "@/server/log";
import { galleryFromCms } from "../gallery/from-cms";
import type { MediaDoc } from "../gallery/media-doc";
import { galleryMedia } from "../gallery/public-files";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
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

/** The uploads the published gallery shows (in any language): the files the public may fetch. */
export async function publishedGalleryMedia(): Promise<MediaDoc[]> {
  if (!readsCms()) return [];
  try {
    return galleryMedia(await cachedRead("en"));
  } catch (error) {
    // Unreadable CMS: nothing is served (404s, not 500s); the pages show the seeded artwork.
    log.warn({ err: error }, "CMS gallery unavailable; serving no uploaded pictures");
    return [];
  }
}

async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false; // outside a request
  }
}

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
