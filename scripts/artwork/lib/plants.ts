import { box, type Camera, project } from "./perspective";
import { between, createRng } from "./random";
import { ellipse, n } from "./svg";

/** Clipped box hedging: a dark mass topped with scattered leaves, filling a planter. */
export function hedge(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  seed: number,
): string {
  const rng = createRng(seed);
  const base = box(
    cam,
    { x0, x1, y0, y1: y1 - 0.08, z0, z1 },
    { front: "#1B2E22", top: "#253C2B", side: "#15241B" },
  );
  let leaves = "";
  for (let i = 0; i < 260; i += 1) {
    const z = between(rng, z0, z1);
    const [px, py] = project(cam, [between(rng, x0, x1), y1 - 0.12 + rng() * 0.14, z]);
    const r = (cam.f / z) * between(rng, 0.03, 0.06);
    const tone =
      ["#1F3526", "#2E4C34", "#466A47", "#5E7A4E"][Math.floor(rng() ** 1.6 * 4)] ?? "#2E4C34";
    leaves += ellipse(px, py, r, r * 0.7, tone);
  }
  return base + leaves;
}

/** A potted plant: a tapered charcoal planter with a brass rim and a loose crown of leaves. */
export function plant(cam: Camera, x: number, z: number, h: number, seed: number): string {
  const rng = createRng(seed);
  const s = cam.f / z;
  const [bx, by] = project(cam, [x, 0, z]);
  const [, ty] = project(cam, [x, 0.45, z]);
  const pot =
    `<path d="M${n(bx - 0.2 * s)},${n(ty)}L${n(bx + 0.2 * s)},${n(ty)}L${n(bx + 0.15 * s)},${n(by)}L${n(bx - 0.15 * s)},${n(by)}Z" fill="#2A2B30"/>` +
    `<rect x="${n(bx - 0.2 * s)}" y="${n(ty - 0.015 * s)}" width="${n(0.4 * s)}" height="${n(0.03 * s)}" fill="#B8975A"/>`;
  const leaves: string[] = [];
  for (let i = 0; i < 110; i += 1) {
    const t = rng();
    const spread = Math.sin(Math.PI * Math.min(1, 0.25 + t * 0.85)) * 0.38;
    const [px, py] = project(cam, [x + between(rng, -1, 1) * spread, 0.5 + t * h, z]);
    const len = between(rng, 0.07, 0.13) * s;
    const ang = between(rng, -70, 70) + (px < bx ? -25 : 25);
    const tone = ["#1E3426", "#2C4A35", "#3E6044"][Math.floor(rng() * 3)] ?? "#2C4A35";
    leaves.push(
      `<path d="M0,0Q${n(len * 0.35)},${n(-len * 0.5)} 0,${n(-len)}Q${n(-len * 0.35)},${n(-len * 0.5)} 0,0Z" fill="${tone}" transform="translate(${n(px)},${n(py)}) rotate(${Math.round(ang)})"/>`,
    );
  }
  return pot + leaves.join("");
}
