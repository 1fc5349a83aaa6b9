import { palette } from "./palette";
import { between, type Rng } from "./random";
import { defs, ellipse, n } from "./svg";

/**
 * Canopy fill for a belt of trees between y0 (crowns) and y1 (bases): a shared vertical gradient,
 * so overlapping foliage blobs merge into one soft silhouette with a warm-lit top.
 */
export function canopyDefs(
  id: string,
  y0: number,
  y1: number,
  light = "#3C4636",
  dark: string = palette.leafDark,
): string {
  const stops = `<stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${dark}"/><stop offset="1" stop-color="#0A1310"/>`;
  return defs(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y0)}" x2="0" y2="${n(y1)}">${stops}</linearGradient>`,
  );
}

/** One rounded tree: a cloud of small foliage blobs above a short trunk. */
function tree(rng: Rng, grad: string, x: number, baseY: number, size: number): string {
  const blobs: string[] = [];
  const cy = baseY - size * 0.75;
  for (let i = 0; i < 9; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = rng() * size * 0.42;
    const r = size * between(rng, 0.18, 0.3);
    blobs.push(
      ellipse(x + Math.cos(a) * d * 1.2, cy + Math.sin(a) * d * 0.7, r * 1.1, r, `url(#${grad})`),
    );
  }
  return blobs.join("");
}

/** A belt of trees between x0 and x1 whose bases sit on baseY. */
export function treeRow(
  rng: Rng,
  grad: string,
  x0: number,
  x1: number,
  baseY: number,
  size: number,
): string {
  const out: string[] = [];
  for (let x = x0; x < x1; x += size * between(rng, 0.5, 0.85)) {
    out.push(
      tree(rng, grad, x, baseY + between(rng, -0.08, 0.08) * size, size * between(rng, 0.8, 1.2)),
    );
  }
  return `<g>${out.join("")}</g>`;
}
