import "server-only";
import type { Locale } from "next-intl";
import { unstable_cache } from "next/cache";
import { log } from "@/server/log";
import { contentAreas, type ContentAreaKey, type ContentOf } from "../content/areas";
import { withPublished } from "../content/cms-shape";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { isPreview } from "./preview-mode";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

/**
 * One content area in one language as the site shows it: the published CMS document laid over
 * the seeded typed content. From the data cache (a publish expires it; server/cms/read/tags.ts),
 * never a database read per visit; a draft when the editor previews. During `next build` there
 * may be no database: pages are prerendered from the seeded content and regenerated from the
 * CMS within CONTENT_SECONDS of serving. Outside Next.js (unit tests) the seeded content too.
 */
export async function siteContent<K extends ContentAreaKey>(
  key: K,
  locale: Locale,
): Promise<ContentOf<K>> {
  const seeded = contentAreas[key].seeded[locale] as ContentOf<K>;
  if (!readsCms()) {
    await revalidateLikeContent(key);
    return seeded;
  }
  try {
    const draft = await isPreview();
    const published = draft ? await readGlobal(key, locale, true) : await cachedRead(key, locale);
    return withPublished(seeded, published);
  } catch (error) {
    // A failed read is not cached: the next visit asks the CMS again.
    log.warn({ err: error, area: key }, "CMS content unavailable; showing the seeded content");
    return seeded;
  }
}

function cachedRead(key: ContentAreaKey, locale: Locale): Promise<unknown> {
  return unstable_cache(() => readGlobal(key, locale, false), ["cms-content-v1", key, locale], {
    tags: [contentTag(key)],
    revalidate: CONTENT_SECONDS,
  })();
}

async function readGlobal(key: ContentAreaKey, locale: Locale, draft: boolean): Promise<unknown> {
  const payload = await cmsPayload();
  return payload.findGlobal({ slug: key, locale, draft, fallbackLocale: false, depth: 1 });
}
