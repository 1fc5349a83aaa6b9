import type { Payload } from "payload";
import { routing } from "@/i18n/routing";
import { contentAreas, contentAreaKeys } from "./content/areas";
import { toCmsShape } from "./content/cms-shape";

/**
 * The CMS's first version of each content area is today's typed content, in every language, so
 * the marketing team edits the site's real words. An area already in the CMS is left as it is.
 */
export async function seedContent(payload: Payload): Promise<void> {
  for (const key of contentAreaKeys) {
    const { totalDocs } = await payload.findGlobalVersions({ slug: key, limit: 1 });
    if (totalDocs > 0) continue;
    for (const locale of routing.locales) {
      const data = toCmsShape(contentAreas[key].seeded[locale]) as Record<string, unknown>;
      await payload.updateGlobal({
        slug: key,
        locale,
        data: { ...data, _status: "published" },
        context: { seed: true },
      });
    }
  }
}
