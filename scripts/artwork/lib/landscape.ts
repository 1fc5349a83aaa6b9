import { palette } from "./palette";
import { between, type Rng } from "./random";
import { defs, ellipse, n, radial, type Point } from "./svg";

export interface PalmSpec {
  readonly x: number;
  readonly baseY: number;
  readonly height: number;
  /** Horizontal offset of the crown relative to the base. */
  readonly lean: number;
  readonly fill: string;
  readonly rim?: string;
}

const quad = (a: Point, c: Point, b: Point, t: number): Point => [
  (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
  (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
];

/** One arching frond: a curved rachis with drooping leaflets on both sides (path data). */
function frond(crown: Point, angle: number, len: number): { rachis: string; leaflets: string } {
  const tip: Point = [crown[0] + Math.cos(angle) * len, crown[1] + Math.sin(angle) * len * 0.6 + len * 0.45];
  const ctrl: Point = [crown[0] + Math.cos(angle) * len * 0.6, crown[1] + Math.sin(angle) * len * 0.6 - len * 0.3];
  let leaflets = "";
  for (let t = 0.12; t <= 0.97; t += 0.045) {
    const p = quad(crown, ctrl, tip, t);
    const q = quad(crown, ctrl, tip, t + 0.01);
    const dl = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const [dx, dy] = [(q[0] - p[0]) / dl, (q[1] - p[1]) / dl];
    const size = len * 0.26 * Math.sin(Math.PI * Math.min(1, t * 1.15)) + len * 0.03;
    for (const side of [-1, 1]) {
      const ex = dx * 0.45 - side * dy;
      const ey = dy * 0.45 + side * dx + 0.75;
      const el = Math.hypot(ex, ey);
      leaflets += `M${n(p[0])},${n(p[1])}L${n(p[0] + (ex / el) * size)},${n(p[1] + (ey / el) * size)}`;
    }
  }
  const rachis = `M${n(crown[0])},${n(crown[1])}Q${n(ctrl[0])},${n(ctrl[1])} ${n(tip[0])},${n(tip[1])}`;
  return { rachis, leaflets };
}

/** A slender palm silhouette: gently curved trunk and a crown of feathery, arching fronds. */
export function palm(p: PalmSpec): string {
  const crown: Point = [p.x + p.lean, p.baseY - p.height];
  const trunkW = p.height * 0.03;
  const trunk = `<path d="M${n(p.x)},${n(p.baseY)}Q${n(p.x + p.lean * 0.15)},${n(crown[1] + p.height * 0.45)} ${n(crown[0])},${n(crown[1])}" stroke="${p.fill}" stroke-width="${n(trunkW)}" stroke-linecap="round" fill="none"/>`;
  const len = p.height * 0.4;
  const angles = [-3.0, -2.55, -2.05, -1.6, -1.1, -0.6, -0.15, 0.25, 2.85];
  const fronds = angles.map((a, i) => frond(crown, a, len * (0.78 + (i % 3) * 0.11)));
  const rachis = fronds.map((f) => f.rachis).join("");
  const leaflets = fronds.map((f) => f.leaflets).join("");
  const stroke = (d: string, w: number, colour: string, alpha = 1): string =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${alpha}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  const rim = p.rim ? stroke(rachis, p.height * 0.003, p.rim, 0.45) : "";
  return `<g>${trunk}${stroke(leaflets, Math.max(1.2, p.height * 0.006), p.fill)}${stroke(rachis, p.height * 0.008, p.fill)}${rim}${ellipse(crown[0], crown[1], trunkW * 1.1, trunkW * 0.8, p.fill)}</g>`;
}

/** Gradient used by tree canopies: each blob gets a soft warm highlight on its upper-left. */
export function canopyDefs(id: string, base: string = palette.leaf, light = "#44503E"): string {
  return defs(radial(id, [[0, light], [0.6, base], [1, palette.leafDark]], 0.4, 0.32, 0.7));
}

/** One rounded tree: a cloud of small foliage blobs above a short trunk. */
function tree(rng: Rng, grad: string, x: number, baseY: number, size: number): string {
  const blobs: string[] = [];
  const cy = baseY - size * 0.75;
  for (let i = 0; i < 9; i += 1) {
    const a = rng() * Math.PI * 2;
    const d = rng() * size * 0.42;
    const r = size * between(rng, 0.18, 0.3);
    blobs.push(ellipse(x + Math.cos(a) * d * 1.2, cy + Math.sin(a) * d * 0.7, r * 1.1, r, `url(#${grad})`));
  }
  return blobs.join("");
}

/** A belt of trees between x0 and x1 whose bases sit on baseY. */
export function treeRow(rng: Rng, grad: string, x0: number, x1: number, baseY: number, size: number): string {
  const out: string[] = [];
  for (let x = x0; x < x1; x += size * between(rng, 0.5, 0.85)) {
    out.push(tree(rng, grad, x, baseY + between(rng, -0.08, 0.08) * size, size * between(rng, 0.8, 1.2)));
  }
  return `<g>${out.join("")}</g>`;
}
