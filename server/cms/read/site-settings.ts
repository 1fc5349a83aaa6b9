import "server-only";
import { unstable_cache } from "next/cache";
import { log } from "@/server/log";
import { readEnv } from "@/server/env-schema";
import { resolveSiteSettings, type CmsSiteSettings } from "@/server/site-settings/resolve";
import type { SiteSettings } from "@/server/site-settings/schema";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

const cached = unstable_cache(
  async () => {
    const payload = await cmsPayload();
    return payload.findGlobal({ slug: "site-settings", depth: 0 });
  },
  ["cms-site-settings-v1"],
  { tags: [contentTag("site-settings")], revalidate: CONTENT_SECONDS },
);

/**
 * The site's settings: the CMS's where set, else the environment's, else the sample's. From the
 * data cache (a save expires it), so a page costs no database read; during the build and outside
 * Next.js (the worker), the environment's and the sample's.
 */
export async function currentSiteSettings(): Promise<SiteSettings> {
  const env = readEnv();
  if (!readsCms()) {
    await revalidateLikeContent("site-settings");
    return resolveSiteSettings(null, env);
  }
  try {
    return resolveSiteSettings((await cached()) as CmsSiteSettings, env);
  } catch (error) {
    log.warn({ err: error }, "CMS site settings unavailable; using the environment's");
    return resolveSiteSettings(null, env);
  }
}
