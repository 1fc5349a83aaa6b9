import "server-only";
import type { TagConfig } from "@/lib/consent/tags";
import { currentSiteSettings } from "../cms/read/site-settings";

/**
 * The browser tags' ids, from the site settings (the CMS's, else the environment's) on each
 * request, so a change needs no release; the prerendered pages never carry them. Only public
 * ids: tokens stay on the server.
 */
export async function tagConfig(): Promise<TagConfig> {
  return (await currentSiteSettings()).tracking;
}
