import { describe, expect, it } from "vitest";
import { locationFacts } from "@/content/location";
import {
  bearing,
  distanceKm,
  schematicProjection,
  siteMapGeometry as g,
} from "./schematic-projection";

const site = locationFacts.coordinates;

describe("the schematic site map projection", () => {
  it("measures the airport terminal a few kilometres south of the site", () => {
    const terminal = { lat: 2.7456, lng: 101.7099 };
    expect(distanceKm(site, terminal)).toBeCloseTo(4.16, 1);
    expect(Math.abs(bearing(site, terminal))).toBeCloseTo(Math.PI, 1);
  });

  it("keeps north up and the site at the centre", () => {
    const project = schematicProjection(site, { x: 300, y: 300 }, 50, 250);
    expect(project.point(site)).toEqual({ x: 300, y: 300 });
    const north = project.point({ lat: site.lat + 0.1, lng: site.lng });
    expect(north.x).toBeCloseTo(300, 5);
    expect(north.y).toBeLessThan(300);
  });

  it("fits every point of interest inside the drawing without two markers overlapping", () => {
    const project = schematicProjection(site, g.origin, g.maxKm, g.maxRadius);
    const points = locationFacts.pointsOfInterest.map((poi) => project.point(poi.coordinates));
    for (const [i, a] of points.entries()) {
      expect(Math.hypot(a.x - g.origin.x, a.y - g.origin.y)).toBeLessThanOrEqual(g.maxRadius);
      expect(Math.hypot(a.x - g.origin.x, a.y - g.origin.y)).toBeGreaterThan(2 * g.markerRadius);
      for (const b of points.slice(i + 1)) {
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * g.markerRadius + 2);
      }
    }
  });
});
