import { bedFacing } from "./beds";
import { type Camera, face, planeX, planeY, planeZ, project, type V3 } from "./perspective";
import { defs, ellipse, linear, points } from "./svg";

export const FRAME = "#4A3426";
const LEAF = "#6B4C36";

/** Clips `inner` to the projected outline of an opening. */
export function through(cam: Camera, id: string, outline: readonly V3[], inner: string): string {
  const clip = `<clipPath id="${id}"><polygon points="${points(outline.map((c) => project(cam, c)))}"/></clipPath>`;
  return defs(clip) + `<g clip-path="url(#${id})">${inner}</g>`;
}

/** A warm room seen through an open doorway: far wall, floor, ceiling and a lamp glow. */
export function glimpse(
  cam: Camera,
  id: string,
  x0: number,
  x1: number,
  z0: number,
  far: number,
  lampAt: V3,
): string {
  const [lx, ly] = project(cam, lampAt);
  const s = cam.f / lampAt[2];
  return (
    defs(
      linear(`${id}-far`, [
        [0, "#8A6A4C"],
        [0.6, "#C9A06E"],
        [1, "#7A5A40"],
      ]),
    ) +
    face(cam, planeZ(far, x0, x1, 0, 2.7), `url(#${id}-far)`) +
    face(cam, planeY(0, x0, x1, z0, far), "#5E4430") +
    face(cam, planeY(2.7, x0, x1, z0, far), "#8E7A64") +
    ellipse(lx, ly, 0.7 * s, 0.9 * s, "#FFD9A0", 'fill-opacity="0.35"')
  );
}

/**
 * A doorway in a side wall (x = wall) between z0 and z1, its leaf swung wide into a lamp-lit
 * bedroom whose bed stands against the bedroom's far wall.
 */
export function sideDoor(
  cam: Camera,
  id: string,
  wall: number,
  z0: number,
  z1: number,
  h = 2.15,
): string {
  const out = wall < 0 ? -1 : 1;
  const m = 0.07;
  const frame: V3[] = planeX(wall, 0, h + m, z0 - m, z1 + m);
  const hole: V3[] = planeX(wall, 0, h, z0, z1);
  const far = z1 + 3;
  const deep = wall + out * 4;
  const mid = (wall * far) / ((z0 + z1) / 2);
  const leafEnd: V3 = [wall + out * 0.88, 0, z0 + 0.25];
  const inside =
    glimpse(cam, `${id}-g`, Math.min(wall, deep), Math.max(wall, deep), z0, far, [
      mid + out * 0.9,
      1.0,
      far - 0.05,
    ]) +
    bedFacing(cam, far - 2.1, {
      id: `${id}-bed`,
      from: mid - 0.8,
      to: mid + 0.8,
      length: 2.05,
      throwColour: "gold",
    }) +
    face(cam, [[wall, 0, z0], leafEnd, [leafEnd[0], h, leafEnd[2]], [wall, h, z0]], LEAF);
  return face(cam, frame, FRAME) + through(cam, id, hole, inside);
}
