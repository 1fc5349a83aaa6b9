import { palette } from "./palette";
import { type Camera, project } from "./perspective";
import { ellipse, glow, line, n } from "./svg";

/** A brass pendant hanging from the ceiling with a warm pool of light around and below it. */
export function pendant(
  cam: Camera,
  id: string,
  x: number,
  y: number,
  z: number,
  ceiling: number,
  r = 0.22,
): string {
  const [px, py] = project(cam, [x, y, z]);
  const top = project(cam, [x, ceiling, z]);
  const s = cam.f / z;
  const rr = r * s;
  return (
    line(top, [px, py - rr * 0.6], palette.ink, 1.4) +
    glow(`${id}-halo`, px, py + rr * 0.3, rr * 4.5, rr * 3.2, "#FFD9A0", 0.45) +
    `<path d="M${n(px - rr)},${n(py)}Q${n(px)},${n(py - rr * 1.3)} ${n(px + rr)},${n(py)}Z" fill="${palette.gold}"/>` +
    ellipse(px, py, rr, rr * 0.22, "#FFF1D2")
  );
}

/** A long brass linear pendant over a dining table, running across the room from x0 to x1. */
export function linearPendant(
  cam: Camera,
  id: string,
  x0: number,
  x1: number,
  y: number,
  z: number,
  ceiling: number,
): string {
  const s = cam.f / z;
  const a = project(cam, [x0, y, z]);
  const b = project(cam, [x1, y, z]);
  const t = 0.06 * s;
  return (
    line(project(cam, [x0 + 0.1, ceiling, z]), [a[0] + 0.1 * s, a[1]], palette.ink, 1.2) +
    line(project(cam, [x1 - 0.1, ceiling, z]), [b[0] - 0.1 * s, b[1]], palette.ink, 1.2) +
    glow(`${id}-halo`, (a[0] + b[0]) / 2, a[1] + t, (b[0] - a[0]) * 0.9, 0.6 * s, "#FFD9A0", 0.5) +
    `<rect x="${n(a[0])}" y="${n(a[1])}" width="${n(b[0] - a[0])}" height="${n(t)}" rx="${n(t / 2)}" fill="${palette.gold}"/>` +
    `<rect x="${n(a[0] + t)}" y="${n(a[1] + t * 0.75)}" width="${n(b[0] - a[0] - 2 * t)}" height="${n(t * 0.4)}" fill="#FFF1D2"/>`
  );
}

/** A table or bedside lamp: a linen drum shade glowing warm, with light spilling onto the wall. */
export function lamp(cam: Camera, id: string, x: number, y: number, z: number, r = 0.16): string {
  const [px, py] = project(cam, [x, y, z]);
  const s = cam.f / z;
  const w = r * s;
  return (
    glow(`${id}-spill`, px, py - w * 0.6, w * 5, w * 4, "#FFD79C", 0.5) +
    `<rect x="${n(px - w * 0.08)}" y="${n(py)}" width="${n(w * 0.16)}" height="${n(w * 1.2)}" fill="${palette.goldDeep}"/>` +
    `<path d="M${n(px - w * 0.7)},${n(py - w * 1.3)}H${n(px + w * 0.7)}L${n(px + w)},${n(py)}H${n(px - w)}Z" fill="#FBEBC8"/>`
  );
}
