import { unstable_cache } from "next/cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { CONTENT_SECONDS, contentTag } from "./tags";

/**
 * During `next build` the CMS is not read (server/cms/read/reads-cms.ts), yet a page prerendered
 * from the seeded content must be regenerated from the CMS once served. A cached no-op with the
 * area's tag and time gives the page that revalidate time and tag, as a real read would.
 */
export async function revalidateLikeContent(key: string): Promise<void> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return;
  await unstable_cache(async () => true, ["cms-build", key], {
    tags: [contentTag(key)],
    revalidate: CONTENT_SECONDS,
  })();
}
