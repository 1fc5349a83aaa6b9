import { wallPanel } from "./decor";
import { floorShadow } from "./floor";
import { mat } from "./materials";
import { palette } from "./palette";
import { box, type Camera, sized } from "./perspective";

export interface BedSpec {
  /** Bed width along z (headboard on a side wall) or x (headboard at the back). */
  readonly from: number;
  readonly to: number;
  readonly length: number;
  readonly throwColour?: "navy" | "gold";
  /** Unique id prefix for the contact shadow (needed when one image holds several beds). */
  readonly id?: string;
}

const throwMat = (s: BedSpec) => (s.throwColour === "gold" ? mat.gold : mat.navy);

/** A bed whose upholstered headboard is on the side wall at x = wall (negative = left). */
export function bedOnSideWall(cam: Camera, wall: number, s: BedSpec): string {
  const dir = wall < 0 ? 1 : -1;
  const foot = wall + dir * s.length;
  const [x0, x1] = dir > 0 ? [wall, foot] : [foot, wall];
  const inner = (a: number, b: number): [number, number] =>
    dir > 0 ? [wall + dir * a, wall + dir * b] : [wall + dir * b, wall + dir * a];
  const [px0, px1] = inner(0.08, 0.4);
  const [tx0, tx1] = inner(s.length - 0.42, s.length + 0.02);
  const w = wall + dir * 0.005;
  const pillow = (z: number) =>
    box(cam, { x0: px0, x1: px1, y0: 0.52, y1: 0.7, z0: z, z1: z + 0.7 }, mat.linen);
  return (
    wallPanel(cam, w, s.from - 0.5, s.to + 0.5, 0.05, 1.35, "#BDAE98") +
    wallPanel(cam, w, s.from - 0.5, s.to + 0.5, 1.33, 1.38, palette.gold) +
    floorShadow(cam, `${s.id ?? "bed"}-sh`, x0, x1, s.from, s.to) +
    box(cam, { x0, x1, y0: 0, y1: 0.28, z0: s.from, z1: s.to }, mat.walnut) +
    box(
      cam,
      { x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.28, y1: 0.52, z0: s.from + 0.02, z1: s.to - 0.02 },
      mat.duvet,
    ) +
    pillow(s.to - 0.8) +
    pillow(s.from + 0.1) +
    box(
      cam,
      { x0: tx0, x1: tx1, y0: 0.34, y1: 0.54, z0: s.from - 0.02, z1: s.to + 0.02 },
      throwMat(s),
    )
  );
}

/** A bed whose headboard stands against the back (z = to + length) facing the camera. */
export function bedFacing(cam: Camera, zFoot: number, s: BedSpec): string {
  const [x0, x1] = [s.from, s.to];
  const zHead = zFoot + s.length;
  const pillow = (x: number) =>
    box(
      cam,
      {
        x0: x,
        x1: x + (x1 - x0) / 2 - 0.12,
        y0: 0.52,
        y1: 0.72,
        z0: zHead - 0.45,
        z1: zHead - 0.1,
      },
      mat.linen,
    );
  return (
    box(cam, sized(x0 - 0.2, 0, zHead, x1 - x0 + 0.4, 1.3, 0.1), mat.greige) +
    box(cam, sized(x0 - 0.2, 1.28, zHead - 0.01, x1 - x0 + 0.4, 0.04, 0.1), mat.brass) +
    floorShadow(cam, `${s.id ?? "bed"}-sh`, x0, x1, zFoot, zHead) +
    box(cam, { x0, x1, y0: 0, y1: 0.28, z0: zFoot, z1: zHead }, mat.walnut) +
    box(
      cam,
      { x0: x0 + 0.02, x1: x1 - 0.02, y0: 0.28, y1: 0.52, z0: zFoot + 0.02, z1: zHead },
      mat.duvet,
    ) +
    pillow(x0 + 0.08) +
    pillow((x0 + x1) / 2 + 0.04) +
    box(
      cam,
      { x0: x0 - 0.02, x1: x1 + 0.02, y0: 0.34, y1: 0.54, z0: zFoot - 0.02, z1: zFoot + 0.45 },
      throwMat(s),
    )
  );
}
