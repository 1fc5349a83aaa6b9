import "server-only";
import { log } from "@/server/log";
import type { MediaDoc } from "../gallery/media-doc";
import { publicMedia } from "../gallery/public-files";
import { publishedGallery } from "./gallery";
import { publishedHero } from "./hero";
import { readsCms } from "./reads-cms";

/**
 * The uploads the public may fetch (server/cms/gallery/public-files.ts decides which), from the
 * published documents in the data cache: a publish changes the answer as it changes the pages.
 */
export async function publishedPublicMedia(): Promise<MediaDoc[]> {
  if (!readsCms()) return [];
  try {
    const [gallery, hero] = await Promise.all([publishedGallery(), publishedHero()]);
    return publicMedia({ gallery, hero });
  } catch (error) {
    // Unreadable CMS: nothing is served (404s, not 500s); the pages show the seeded artwork.
    log.warn({ err: error }, "CMS unavailable; serving no uploaded pictures");
    return [];
  }
}
