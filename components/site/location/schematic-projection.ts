export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line distance in km between two points (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Compass bearing from `a` to `b` in radians, clockwise from north. */
export function bearing(a: LatLng, b: LatLng): number {
  const φ1 = toRadians(a.lat);
  const φ2 = toRadians(b.lat);
  const Δλ = toRadians(b.lng - a.lng);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return Math.atan2(y, x);
}

export interface SchematicProjection {
  /** Where a point falls on the drawing, in SVG units. */
  point: (target: LatLng) => { x: number; y: number };
  /** Radius on the drawing of a circle `km` from the centre. */
  radius: (km: number) => number;
}

/**
 * A radial, logarithmic projection: every place keeps its true bearing from the centre, but
 * distance is compressed (`log(1 + km / scaleKm)`), so the terminals five kilometres away and the
 * city fifty kilometres away both fit on a phone screen without their markers overlapping.
 */
export function schematicProjection(
  centre: LatLng,
  origin: { x: number; y: number },
  maxKm: number,
  maxRadius: number,
  scaleKm = 2,
): SchematicProjection {
  const radius = (km: number) =>
    (maxRadius * Math.log1p(Math.min(km, maxKm) / scaleKm)) / Math.log1p(maxKm / scaleKm);
  return {
    radius,
    point: (target) => {
      const r = radius(distanceKm(centre, target));
      const θ = bearing(centre, target);
      return { x: origin.x + r * Math.sin(θ), y: origin.y - r * Math.cos(θ) };
    },
  };
}

/** The drawing on /location: a 600-unit square, the site a little below the middle. */
export const siteMapGeometry = {
  size: 600,
  origin: { x: 300, y: 320 },
  maxKm: 45,
  maxRadius: 262,
  /** Radius of a numbered marker; markers must sit further apart than twice this. */
  markerRadius: 16,
} as const;
