import { type Camera, face, planeX, planeY, planeZ, project, type V3 } from "./perspective";
import { blurFilter, defs, ellipse, glow, line, linearAt, n, type Point, type Stop } from "./svg";

/** The room volume, metres: x in [-halfW, halfW], y in [0, h], z in [near, d]. */
export interface Room {
  readonly halfW: number;
  readonly h: number;
  readonly d: number;
  readonly near: number;
}

export interface RoomLook {
  readonly id: string;
  /** Side-wall gradient, near (dark) to far (light). */
  readonly wall: readonly [string, string];
  readonly back: string;
  /** Floor gradient, far to near. */
  readonly floor: readonly [string, string];
  readonly ceiling: readonly [string, string];
  /** Plank spacing (m) for timber floors, or tile size for stone; 0 for plain. */
  readonly joint: number;
  readonly tiles?: boolean;
}

const grad = (id: string, a: string, b: string, from: Point, to: Point): string => {
  const stops: readonly Stop[] = [
    [0, a],
    [1, b],
  ];
  return linearAt(id, stops, from, to);
};

/** Floor joints converging on the vanishing point (and cross joints for tiles). */
function joints(cam: Camera, r: Room, step: number, tiles: boolean): string {
  let d = "";
  const seg = (a: V3, b: V3): void => {
    const [p, q] = [project(cam, a), project(cam, b)];
    d += `M${n(p[0])},${n(p[1])}L${n(q[0])},${n(q[1])}`;
  };
  for (let x = -r.halfW + step; x < r.halfW; x += step) seg([x, 0, r.near], [x, 0, r.d]);
  if (tiles) for (let z = r.d; z > r.near + 0.3; z -= step) seg([-r.halfW, 0, z], [r.halfW, 0, z]);
  return `<path d="${d}" stroke="#3A2A1E" stroke-opacity="0.16" stroke-width="1.3"/>`;
}

/** Walls, floor, ceiling with a lit coffer, skirting and warm cove light. */
export function roomShell(cam: Camera, r: Room, look: RoomLook): string {
  const { halfW: w, h, d, near } = r;
  const { id } = look;
  const bl = project(cam, [-w, 0, d]);
  const tr = project(cam, [w, h, d]);
  const g = defs(
    grad(`${id}-lw`, look.wall[0], look.wall[1], [0, 0], [bl[0], 0]),
    grad(`${id}-rw`, look.wall[1], look.wall[0], [tr[0], 0], [cam.width, 0]),
    grad(`${id}-fl`, look.floor[0], look.floor[1], [0, bl[1]], [0, cam.height]),
    grad(`${id}-ce`, look.ceiling[0], look.ceiling[1], [0, 0], [0, tr[1]]),
    blurFilter(`${id}-cove`, 6),
  );
  const inset = 0.45;
  const coffer: V3[] = planeY(h, -w + inset, w - inset, near, d - inset);
  const cove = (a: V3, b: V3): string =>
    line(project(cam, a), project(cam, b), "#FFE2B0", 9, 'stroke-opacity="0.9"');
  return (
    g +
    face(cam, planeY(h, -w, w, near, d), `url(#${id}-ce)`) +
    face(cam, coffer, "#F6EEE1", 'fill-opacity="0.2"') +
    `<g filter="url(#${id}-cove)">` +
    cove([-w + inset, h - 0.01, near], [-w + inset, h - 0.01, d - inset]) +
    cove([w - inset, h - 0.01, near], [w - inset, h - 0.01, d - inset]) +
    cove([-w + inset, h - 0.01, d - inset], [w - inset, h - 0.01, d - inset]) +
    `</g>` +
    face(cam, planeX(-w, 0, h, near, d), `url(#${id}-lw)`) +
    face(cam, planeX(w, 0, h, near, d), `url(#${id}-rw)`) +
    face(cam, planeY(0, -w, w, near, d), `url(#${id}-fl)`) +
    (look.joint > 0 ? joints(cam, r, look.joint, look.tiles ?? false) : "") +
    face(cam, planeZ(d, -w, w, 0, h), look.back) +
    face(cam, planeX(-w, 0, 0.1, near, d), "#000", 'fill-opacity="0.12"') +
    face(cam, planeX(w, 0, 0.1, near, d), "#000", 'fill-opacity="0.12"') +
    downlights(cam, r)
  );
}

/** Recessed downlights near each side wall, each washing a soft scallop of light down the wall. */
function downlights(cam: Camera, r: Room): string {
  const out: string[] = [];
  for (let z = 2.6; z < r.d - 0.6; z += 1.5) {
    for (const side of [-1, 1]) {
      const [lx, ly] = project(cam, [side * (r.halfW - 0.3), r.h, z]);
      const [wx, wy] = project(cam, [side * r.halfW, r.h - 0.75, z]);
      const s = cam.f / z;
      const gid = `${r.near}-${side}-${z}`.replace(/\./g, "_");
      out.push(glow(`dl${gid}`, wx, wy, 0.3 * s, 0.95 * s, "#FFE3B8", 0.4));
      out.push(ellipse(lx, ly, 0.07 * s, 0.02 * s, "#FFF6E4"));
    }
  }
  return out.join("");
}
