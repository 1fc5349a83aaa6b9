import { mat } from "./materials";
import { box, type BoxPaint, type Camera, sized } from "./perspective";

/** A slim desk or console against a side wall: oak top on brass legs. */
export function desk(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  h = 0.75,
  top: BoxPaint = mat.oak,
): string {
  const leg = (x: number, z: number) => box(cam, sized(x, 0, z, 0.035, h - 0.04, 0.035), mat.brass);
  const legs = [z1 - 0.06, z0 + 0.03].map((z) => leg(x0 + 0.03, z) + leg(x1 - 0.065, z)).join("");
  return legs + box(cam, { x0, x1, y0: h - 0.04, y1: h, z0, z1 }, top);
}

/** A simple upholstered chair; `facing` is the direction its seat faces along x. */
export function chair(
  cam: Camera,
  x: number,
  z: number,
  facing: 1 | -1,
  paint: BoxPaint = mat.greige,
): string {
  const seat = box(cam, sized(x - 0.24, 0.42, z, 0.48, 0.08, 0.46), paint);
  const backX = facing > 0 ? x - 0.26 : x + 0.2;
  const back = box(cam, sized(backX, 0.42, z, 0.06, 0.5, 0.46), paint);
  const legs = [z + 0.03, z + 0.4]
    .map(
      (lz) =>
        box(cam, sized(x - 0.2, 0, lz, 0.03, 0.42, 0.03), mat.walnut) +
        box(cam, sized(x + 0.17, 0, lz, 0.03, 0.42, 0.03), mat.walnut),
    )
    .join("");
  return facing > 0 === x < 0 ? legs + back + seat : legs + seat + back;
}

/** A low sofa against the side wall at x = wall, seating facing into the room. */
export function sofa(
  cam: Camera,
  wall: number,
  z0: number,
  z1: number,
  paint: BoxPaint = mat.greige,
): string {
  const d = wall < 0 ? 1 : -1;
  const span = (a: number, b: number) =>
    d > 0 ? { x0: wall + a, x1: wall + b } : { x0: wall - b, x1: wall - a };
  const cushion = (z: number, p: BoxPaint) =>
    box(cam, { ...span(0.2, 0.34), y0: 0.45, y1: 0.78, z0: z, z1: z + 0.42 }, p);
  return (
    box(cam, { ...span(0, 0.95), y0: 0.08, y1: 0.44, z0, z1 }, paint) +
    box(cam, { ...span(0, 0.2), y0: 0.44, y1: 0.86, z0, z1 }, paint) +
    box(cam, { ...span(0, 0.95), y0: 0.44, y1: 0.62, z0: z1 - 0.2, z1 }, paint) +
    cushion(z0 + 0.75, mat.navy) +
    cushion(z1 - 0.8, mat.gold) +
    box(cam, { ...span(0.2, 0.93), y0: 0.44, y1: 0.52, z0: z0 + 0.2, z1: z1 - 0.2 }, mat.oat) +
    box(cam, { ...span(0, 0.95), y0: 0.44, y1: 0.62, z0, z1: z0 + 0.2 }, paint)
  );
}

/** A lounge armchair with a low back and arms; `facing` is the direction its seat faces along x. */
export function armchair(
  cam: Camera,
  x: number,
  z: number,
  facing: 1 | -1,
  paint: BoxPaint = mat.navy,
): string {
  const [bx0, bx1] = facing > 0 ? [x - 0.42, x - 0.24] : [x + 0.24, x + 0.42];
  const arm = (az: number) =>
    box(cam, { x0: x - 0.42, x1: x + 0.42, y0: 0.12, y1: 0.6, z0: az, z1: az + 0.14 }, paint);
  return (
    box(cam, { x0: bx0, x1: bx1, y0: 0.12, y1: 0.82, z0: z, z1: z + 0.82 }, paint) +
    arm(z + 0.68) +
    box(cam, { x0: x - 0.42, x1: x + 0.42, y0: 0.1, y1: 0.44, z0: z, z1: z + 0.82 }, paint) +
    box(
      cam,
      { x0: x - 0.36, x1: x + 0.36, y0: 0.44, y1: 0.5, z0: z + 0.14, z1: z + 0.68 },
      mat.stone,
    ) +
    arm(z)
  );
}

/** A low coffee table or dining table: stone top on a walnut plinth. */
export function table(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  h: number,
  top: BoxPaint = mat.stone,
): string {
  const inset = Math.min(x1 - x0, z1 - z0) * 0.3;
  return (
    box(
      cam,
      { x0: x0 + inset, x1: x1 - inset, y0: 0, y1: h - 0.04, z0: z0 + inset, z1: z1 - inset },
      mat.walnut,
    ) + box(cam, { x0, x1, y0: h - 0.04, y1: h, z0, z1 }, top)
  );
}
