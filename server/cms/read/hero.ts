import "server-only";
import type { Locale } from "next-intl";
import { unstable_cache } from "next/cache";
import { log } from "@/server/log";
import { heroFromCms, type HeroPictures } from "../hero/from-cms";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { isPreview } from "./preview-mode";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

/**
 * The hero's uploaded pictures in one language (server/cms/hero/from-cms.ts), or nothing, and the
 * generated artwork shows: from the data cache (a publish, or a change to one of its pictures,
 * expires it), a draft when the editor previews; nothing during the build, outside Next.js or
 * when the CMS cannot be read.
 */
export async function siteHeroPictures(locale: Locale): Promise<HeroPictures | undefined> {
  if (!readsCms()) {
    await revalidateLikeContent("hero");
    return undefined;
  }
  try {
    if (await isPreview()) return heroFromCms(await readHero(locale, true), "editor");
    return heroFromCms(await cachedRead(locale), "public");
  } catch (error) {
    log.warn({ err: error }, "CMS hero unavailable; showing the artwork");
    return undefined;
  }
}

/** The published hero (its pictures' files are public: server/cms/read/public-media.ts). */
export const publishedHero = (): Promise<unknown> => cachedRead("en");

function cachedRead(locale: Locale): Promise<unknown> {
  return unstable_cache(() => readHero(locale, false), ["cms-hero-v1", locale], {
    tags: [contentTag("hero")],
    revalidate: CONTENT_SECONDS,
  })();
}

/** The published (or draft) hero with its pictures, alt text in this language only. */
export async function readHero(locale: Locale, draft: boolean): Promise<unknown> {
  const payload = await cmsPayload();
  return payload.findGlobal({ slug: "hero", locale, draft, fallbackLocale: false, depth: 1 });
}
