import { palette } from "./palette";
import { type Camera, face, planeY, planeZ, project } from "./perspective";
import { blurFilter, defs, linearAt, n } from "./svg";

/** Plank decking on the ground plane between z0 and z1, warm in the distance, dark underfoot. */
export function deckFloor(cam: Camera, id: string, halfW: number, z0: number, z1: number): string {
  const [, yFar] = project(cam, [0, 0, z1]);
  let joints = "";
  for (let x = -halfW; x <= halfW; x += 0.16) {
    const a = project(cam, [x, 0, z0]);
    const b = project(cam, [x, 0, z1]);
    joints += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
  }
  return (
    defs(
      linearAt(
        id,
        [
          [0, "#A27C58"],
          [1, "#3E2B1D"],
        ],
        [0, yFar],
        [0, cam.height],
      ),
    ) +
    face(cam, planeY(0, -halfW, halfW, z0, z1), `url(#${id})`) +
    `<path d="${joints}" stroke="#2A1C12" stroke-opacity="0.22" stroke-width="1.2"/>`
  );
}

/** A frameless glass balustrade across the view at depth z, with a slim bronze top rail. */
export function glassBalustrade(cam: Camera, z: number, halfW: number, h = 1.1): string {
  return (
    face(cam, planeZ(z, -halfW, halfW, 0, h), "#CFE3E6", 'fill-opacity="0.16"') +
    face(cam, planeZ(z, -halfW, halfW, h - 0.04, h), "#6B5440") +
    face(cam, planeZ(z, -halfW, halfW, h - 0.015, h), palette.gold, 'fill-opacity="0.8"')
  );
}

/** Festoon lights hung in a shallow sag between two points (pixels), each bulb a warm glow. */
export function festoon(
  id: string,
  a: readonly [number, number],
  b: readonly [number, number],
  sag: number,
  bulbs: number,
): string {
  const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * mid[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * mid[1] + t * t * b[1],
  ];
  let dots = "";
  let halos = "";
  for (let i = 1; i < bulbs; i += 1) {
    const [x, y] = at(i / bulbs);
    halos += `<circle cx="${n(x)}" cy="${n(y + 6)}" r="14" fill="#FFD79C" fill-opacity="0.35"/>`;
    dots += `<circle cx="${n(x)}" cy="${n(y + 5)}" r="3.6" fill="#FFF3D6"/>`;
  }
  return (
    defs(blurFilter(`${id}-blur`, 6)) +
    `<path d="M${n(a[0])},${n(a[1])}Q${n(mid[0])},${n(mid[1])} ${n(b[0])},${n(b[1])}" stroke="#1A1410" stroke-width="1.4" fill="none"/>` +
    `<g filter="url(#${id}-blur)">${halos}</g>` +
    dots
  );
}
