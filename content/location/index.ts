import type { Locale } from "next-intl";
import { locationEn } from "./en";
import { locationFacts as rawFacts } from "./facts";
import { locationMs } from "./ms";
import { locationCopySchema, locationFactsSchema, type LocationCopy } from "./schema";
import { locationZh } from "./zh";

export type {
  LocationCopy,
  LocationFacts,
  PointOfInterest,
  PoiCategory,
  TravelMode,
} from "./schema";

// Parsed when first imported, i.e. while the site builds: a bad coordinate or a missing name
// stops the build instead of reaching a visitor.
export const locationFacts = locationFactsSchema.parse(rawFacts);

const copy: Record<Locale, LocationCopy> = Object.fromEntries(
  Object.entries({ en: locationEn, zh: locationZh, ms: locationMs }).map(([locale, value]) => {
    const parsed = locationCopySchema.parse(value);
    const missing = locationFacts.pointsOfInterest.filter(
      (poi) => !parsed.pointsOfInterest[poi.id],
    );
    if (missing.length) {
      throw new Error(
        `content/location/${locale}.ts names no ${missing.map((p) => p.id).join(", ")}`,
      );
    }
    return [locale, parsed];
  }),
) as Record<Locale, LocationCopy>;

export function getLocation(locale: Locale): LocationCopy {
  return copy[locale];
}

/** Links that open turn-by-turn directions to the site in the visitor's map app. */
export function directionsLinks({ lat, lng } = locationFacts.coordinates) {
  return {
    googleMaps: `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
    waze: `https://waze.com/ul?ll=${lat},${lng}&navigate=yes`,
  };
}
