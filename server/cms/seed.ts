import type { Payload } from "payload";
import type { Locale } from "next-intl";
import { advertisingParticulars } from "@/content/developer";
import { routing } from "@/i18n/routing";
import { contentAreas, contentAreaKeys } from "./content/areas";
import { toCmsShape } from "./content/cms-shape";
import { particularsToCms } from "./content/particulars-shape";
import { galleryToCms } from "./gallery/seed-shape";

type GlobalSlug = Parameters<Payload["updateGlobal"]>[0]["slug"];

/**
 * Each CMS global's first version in one language, from today's typed content (given the
 * version the languages before it made).
 */
type Seed = (locale: Locale, previous?: Record<string, unknown>) => Record<string, unknown>;
const seeds: [GlobalSlug, Seed][] = [
  ...contentAreaKeys.map(
    (key) =>
      [
        key,
        (locale: Locale) => toCmsShape(contentAreas[key].seeded[locale]) as Record<string, unknown>,
      ] as [GlobalSlug, Seed],
  ),
  ["particulars", (locale) => particularsToCms(advertisingParticulars, locale)],
  ["gallery" as GlobalSlug, galleryToCms],
];

/**
 * The CMS's first version of each global is today's typed content, in every language, so the
 * marketing team edits the site's real words. A global already in the CMS is left as it is.
 */
export async function seedContent(payload: Payload): Promise<void> {
  for (const [slug, seed] of seeds) {
    const { totalDocs } = await payload.findGlobalVersions({ slug, limit: 1 });
    if (totalDocs > 0) continue;
    let previous: Record<string, unknown> | undefined;
    for (const locale of routing.locales) {
      previous = await payload.updateGlobal({
        slug,
        locale,
        data: { ...seed(locale, previous), _status: "published" },
        context: { seed: true },
      });
    }
  }
}
