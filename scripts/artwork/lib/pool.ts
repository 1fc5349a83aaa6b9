import { palette } from "./palette";
import { type Camera, face, planeY, planeZ, project } from "./perspective";
import { between, createRng } from "./random";
import { defs, ellipse, fillAlpha, glow, linearAt, n } from "./svg";

/**
 * The infinity pool from the coping (zNear) to its vanishing edge (zEdge): water mirroring the
 * dusk sky, the sun's glitter path, ripples and soft underwater lights.
 */
export function infinityPool(
  cam: Camera,
  id: string,
  zNear: number,
  zEdge: number,
  sunX: number,
): string {
  const edgeY = project(cam, [0, 0, zEdge])[1];
  const nearY = project(cam, [0, 0, zNear])[1];
  const rng = createRng(71);
  let ripples = "";
  for (let i = 0; i < 150; i += 1) {
    const t = rng() ** 1.8;
    const y = edgeY + 2 + t * (nearY - edgeY);
    const len = 10 + t * 90;
    const x = between(rng, 0, cam.width);
    const warm = Math.abs(x - sunX) < 160 + t * 120;
    ripples += `<path d="M${n(x - len / 2)},${n(y)}h${n(len)}" stroke="${warm ? palette.champagne : "#B7D6D3"}" stroke-width="${n(0.8 + t * 1.5)}" stroke-opacity="${warm ? 0.55 : 0.13}"/>`;
  }
  const w = 12;
  return (
    defs(
      linearAt(
        `${id}-water`,
        [
          [0, "#C49684"],
          [0.12, "#7E7486"],
          [0.45, "#2F5C6B"],
          [1, "#163746"],
        ],
        [0, edgeY],
        [0, nearY],
      ),
    ) +
    face(cam, planeY(-0.04, -w, w, zNear, zEdge), `url(#${id}-water)`) +
    glow(
      `${id}-sun`,
      sunX,
      edgeY + (nearY - edgeY) * 0.3,
      150,
      (nearY - edgeY) * 0.45,
      palette.peach,
      0.45,
    ) +
    glow(`${id}-lamp-l`, cam.width * 0.18, nearY - 40, 220, 60, "#7FE0E0", 0.18) +
    glow(`${id}-lamp-r`, cam.width * 0.82, nearY - 40, 220, 60, "#7FE0E0", 0.18) +
    ripples +
    face(cam, planeZ(zEdge, -w, w, 0, 0.02), palette.champagne, fillAlpha(0.9))
  );
}

/** The far plain seen from the rooftop: hazy land with scattered lights and a runway. */
export function distantLand(cam: Camera, id: string, y0: number, y1: number): string {
  const rng = createRng(913);
  const lights: string[] = [];
  for (let i = 0; i < 120; i += 1) {
    const t = rng() ** 2;
    lights.push(
      ellipse(
        rng() * cam.width,
        y0 + 2 + t * (y1 - y0),
        0.7 + t * 1.4,
        0.5 + t,
        palette.windowWarm,
        fillAlpha(between(rng, 0.3, 0.85)),
      ),
    );
  }
  for (let x = cam.width * 0.08; x < cam.width * 0.55; x += 9)
    lights.push(ellipse(x, y0 + 7, 1.5, 0.9, palette.champagne));
  return (
    defs(
      linearAt(
        `${id}-land`,
        [
          [0, "#6A5468"],
          [0.25, "#2B2A40"],
          [1, "#141A2C"],
        ],
        [0, y0],
        [0, y1],
      ),
    ) +
    `<rect x="0" y="${n(y0)}" width="${cam.width}" height="${n(y1 - y0)}" fill="url(#${id}-land)"/>` +
    lights.join("")
  );
}
