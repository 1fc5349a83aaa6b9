import "server-only";
import { unstable_cache } from "next/cache";
import { advertisingParticulars as seeded } from "@/content/developer";
import type { AdvertisingParticulars } from "@/content/developer/schema";
import { log } from "@/server/log";
import { particularsFromCms } from "../content/particulars-shape";
import { revalidateLikeContent } from "./build-revalidate";
import { cmsPayload } from "./payload-instance";
import { readsCms } from "./reads-cms";
import { CONTENT_SECONDS, contentTag } from "./tags";

const cached = unstable_cache(
  async () => {
    const payload = await cmsPayload();
    return payload.findGlobal({ slug: "particulars", locale: "all", draft: false, depth: 0 });
  },
  ["cms-particulars-v1"],
  { tags: [contentTag("particulars")], revalidate: CONTENT_SECONDS },
);

/**
 * The advertising particulars as published in the CMS (the typed ones while the CMS has none
 * that are complete, during the build, or when it cannot be read).
 */
export async function currentParticulars(): Promise<AdvertisingParticulars> {
  if (!readsCms()) {
    await revalidateLikeContent("particulars");
    return seeded;
  }
  try {
    return particularsFromCms(await cached()) ?? seeded;
  } catch (error) {
    log.warn({ err: error }, "CMS particulars unavailable; showing the seeded ones");
    return seeded;
  }
}
