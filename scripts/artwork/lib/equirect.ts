import type { V3 } from "./perspective";
import { n, type Point } from "./svg";

/**
 * Equirectangular projection for 360° panoramas: the viewer stands at the origin with eyes at
 * `eye` metres, looking down +z at the image centre; longitude runs left to right across the full
 * width and latitude from the zenith (top) to the nadir (bottom).
 */
export interface Sphere {
  readonly width: number;
  readonly height: number;
  readonly eye: number;
}

export const lonLat = (s: Sphere, [x, y, z]: V3): [number, number] => [
  Math.atan2(x, z),
  Math.atan2(y - s.eye, Math.hypot(x, z)),
];

export const toPixel = (s: Sphere, lon: number, lat: number): Point => [
  s.width / 2 + (lon / Math.PI) * (s.width / 2),
  s.height / 2 - (lat / (Math.PI / 2)) * (s.height / 2),
];

export const sphereProject = (s: Sphere, p: V3): Point => {
  const [lon, lat] = lonLat(s, p);
  return toPixel(s, lon, lat);
};

/**
 * A flat polygon in space drawn on the panorama: straight edges become curves, so each edge is
 * split into short steps. Shapes must not straddle the seam directly behind the viewer.
 */
export function sphereFace(
  s: Sphere,
  corners: readonly V3[],
  fill: string,
  attrs = "",
  steps = 16,
): string {
  const pts: Point[] = [];
  corners.forEach((a, i) => {
    const b = corners[(i + 1) % corners.length] ?? a;
    for (let k = 0; k < steps; k += 1) {
      const t = k / steps;
      pts.push(
        sphereProject(s, [
          a[0] + (b[0] - a[0]) * t,
          a[1] + (b[1] - a[1]) * t,
          a[2] + (b[2] - a[2]) * t,
        ]),
      );
    }
  });
  return `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${attrs}/>`;
}

/** A polyline through space, split into steps so it curves as the projection demands. */
export function sphereLine(
  s: Sphere,
  a: V3,
  b: V3,
  stroke: string,
  width: number,
  attrs = "",
  steps = 24,
): string {
  const pts: string[] = [];
  for (let k = 0; k <= steps; k += 1) {
    const t = k / steps;
    const [x, y] = sphereProject(s, [
      a[0] + (b[0] - a[0]) * t,
      a[1] + (b[1] - a[1]) * t,
      a[2] + (b[2] - a[2]) * t,
    ]);
    pts.push(`${n(x)},${n(y)}`);
  }
  return `<polyline points="${pts.join(" ")}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" ${attrs}/>`;
}

export interface SphereBoxPaint {
  readonly front: string;
  readonly top: string;
  readonly side: string;
}

/** An axis-aligned box: the faces that look towards the viewer, and its top if below the eye. */
export function sphereBox(
  s: Sphere,
  b: { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number },
  p: SphereBoxPaint,
): string {
  const out: string[] = [];
  const xFace = b.x0 > 0 ? b.x0 : b.x1 < 0 ? b.x1 : null;
  const zFace = b.z0 > 0 ? b.z0 : b.z1 < 0 ? b.z1 : null;
  if (xFace !== null)
    out.push(
      sphereFace(
        s,
        [
          [xFace, b.y0, b.z0],
          [xFace, b.y0, b.z1],
          [xFace, b.y1, b.z1],
          [xFace, b.y1, b.z0],
        ],
        p.side,
      ),
    );
  if (zFace !== null)
    out.push(
      sphereFace(
        s,
        [
          [b.x0, b.y0, zFace],
          [b.x1, b.y0, zFace],
          [b.x1, b.y1, zFace],
          [b.x0, b.y1, zFace],
        ],
        p.front,
      ),
    );
  if (b.y1 < s.eye)
    out.push(
      sphereFace(
        s,
        [
          [b.x0, b.y1, b.z0],
          [b.x1, b.y1, b.z0],
          [b.x1, b.y1, b.z1],
          [b.x0, b.y1, b.z1],
        ],
        p.top,
      ),
    );
  return out.join("");
}
