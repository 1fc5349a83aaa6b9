import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { distanceKm } from "@/components/site/location/schematic-projection";
import { directionsLinks, getLocation, locationFacts } from ".";
import { locationCopySchema, locationFactsSchema } from "./schema";

describe("location content", () => {
  it.each(routing.locales)("names every point of interest in %s", (locale) => {
    const copy = getLocation(locale);
    for (const poi of locationFacts.pointsOfInterest) {
      expect(copy.pointsOfInterest[poi.id]?.name, `${locale} ${poi.id}`).toBeTruthy();
    }
    expect(Object.keys(copy.pointsOfInterest).sort()).toEqual(
      locationFacts.pointsOfInterest.map((p) => p.id).sort(),
    );
  });

  it("lists the terminals, the rail link, the highway and the city", () => {
    const categories = new Set(locationFacts.pointsOfInterest.map((p) => p.category));
    for (const c of ["airport", "rail", "highway", "city"] as const)
      expect(categories).toContain(c);
  });

  it("never claims a road distance shorter than the straight line", () => {
    for (const poi of locationFacts.pointsOfInterest) {
      const straight = distanceKm(locationFacts.coordinates, poi.coordinates);
      expect(poi.distanceKm, poi.id).toBeGreaterThanOrEqual(Math.floor(straight));
      expect(straight, poi.id).toBeLessThan(80);
    }
  });

  it("opens directions to the site's coordinates in Google Maps and Waze", () => {
    const { lat, lng } = locationFacts.coordinates;
    const links = directionsLinks();
    expect(links.googleMaps).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    expect(links.googleMaps).toContain(`${lat},${lng}`);
    expect(links.waze).toBe(`https://waze.com/ul?ll=${lat},${lng}&navigate=yes`);
  });

  it("rejects content with a bad coordinate or a missing address line", () => {
    const bad = structuredClone(locationFacts);
    bad.coordinates.lat = 123;
    expect(locationFactsSchema.safeParse(bad).success).toBe(false);
    expect(
      locationCopySchema.safeParse({ ...getLocation("en"), addressLines: ["one line"] }).success,
    ).toBe(false);
  });
});
