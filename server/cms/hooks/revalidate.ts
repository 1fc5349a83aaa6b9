import type { GlobalAfterChangeHook } from "payload";
import { contentTag } from "../read/tags";

/**
 * A publish refreshes this instance's pages at once; other instances see it within the cache's
 * revalidate time (server/cms/read/tags.ts). Outside Next.js (the migration that seeds the CMS,
 * the worker's scheduled publishing) there is no cache to refresh.
 */
export function revalidateContent(key: string): GlobalAfterChangeHook {
  return async ({ doc }) => {
    await expireContent(key);
    return doc;
  };
}

/** Expires this instance's cached reads of one content area (a global or a collection). */
export async function expireContent(key: string): Promise<void> {
  try {
    const { revalidateTag } = await import("next/cache");
    revalidateTag(contentTag(key), { expire: 0 });
  } catch {
    // Not inside a Next.js request: nothing cached here.
  }
}
