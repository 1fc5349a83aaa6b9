import "server-only";
import type { Locale } from "next-intl";
import { unstable_cache } from "next/cache";
import { activePromotions, type Promotion, type PromotionPlacement } from "@/lib/promotions/active";
import { log } from "@/server/log";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

/** Published promotions not yet over, in one language (from the data cache, never per visit). */
function published(locale: Locale): Promise<Promotion[]> {
  return unstable_cache(
    async () => {
      const payload = await cmsPayload();
      const { docs } = await payload.find({
        collection: "promotions",
        locale,
        fallbackLocale: false,
        draft: false,
        depth: 0,
        limit: 50,
        pagination: false,
        where: {
          and: [
            { _status: { equals: "published" } },
            { endsAt: { greater_than: new Date().toISOString() } },
          ],
        },
      });
      return docs.map((doc): Promotion => ({
        id: String(doc.id),
        title: doc.title ?? "",
        summary: doc.summary ?? "",
        terms: doc.terms ?? "",
        startsAt: doc.startsAt,
        endsAt: doc.endsAt,
        placements: (doc.placements ?? []) as PromotionPlacement[],
      }));
    },
    ["cms-promotions-v1", locale],
    { tags: [contentTag("promotions")], revalidate: CONTENT_SECONDS },
  )();
}

/**
 * The promotions to show at `placement` now, in this language: none during the build (pages are
 * regenerated from the CMS within CONTENT_SECONDS of serving) or when the CMS cannot be read.
 */
export async function promotionsFor(
  placement: PromotionPlacement,
  locale: Locale,
): Promise<Promotion[]> {
  if (!readsCms()) {
    await revalidateLikeContent("promotions");
    return [];
  }
  try {
    return activePromotions(await published(locale), placement, new Date());
  } catch (error) {
    log.warn({ err: error }, "CMS promotions unavailable; showing none");
    return [];
  }
}
