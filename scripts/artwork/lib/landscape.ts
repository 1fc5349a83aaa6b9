import { ellipse, n, type Point } from "./svg";

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

/** One arching frond: a curved rachis with tapered, drooping leaflets on both sides (path data). */
function frond(crown: Point, angle: number, len: number): { rachis: string; leaflets: string } {
  const up = Math.max(0, -Math.sin(angle));
  const tip: Point = [
    crown[0] + Math.cos(angle) * len,
    crown[1] + Math.sin(angle) * len * 0.5 + len * 0.4,
  ];
  const ctrl: Point = [
    crown[0] + Math.cos(angle) * len * 0.55,
    crown[1] + Math.sin(angle) * len * 0.55 - len * 0.08 * up,
  ];
  let leaflets = "";
  for (let t = 0.1, i = 0; t <= 0.98; t += 0.032, i += 1) {
    const p = quad(crown, ctrl, tip, t);
    const q = quad(crown, ctrl, tip, t + 0.01);
    const dl = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const [dx, dy] = [(q[0] - p[0]) / dl, (q[1] - p[1]) / dl];
    const jitter = 0.85 + 0.3 * Math.abs(Math.sin(i * 12.9898 + angle * 78.233));
    const size = len * (0.05 + 0.24 * Math.sin(Math.PI * Math.min(1, t * 1.25)) ** 0.7) * jitter;
    for (const side of [-1, 1]) {
      let ex = dx * 0.8 - side * dy * 0.6;
      let ey = dy * 0.8 + side * dx * 0.6 + 0.55;
      const el = Math.hypot(ex, ey);
      ex = (ex / el) * size;
      ey = (ey / el) * size;
      const w = len * 0.011;
      const nx = (-ey / size) * w;
      const ny = (ex / size) * w;
      leaflets += `M${n(p[0] + nx)},${n(p[1] + ny)}L${n(p[0] + ex)},${n(p[1] + ey)}L${n(p[0] - nx)},${n(p[1] - ny)}Z`;
    }
  }
  const rachis = `M${n(crown[0])},${n(crown[1])}Q${n(ctrl[0])},${n(ctrl[1])} ${n(tip[0])},${n(tip[1])}`;
  return { rachis, leaflets };
}

/** A slender palm silhouette: gently curved trunk and a crown of feathery, arching fronds. */
export function palm(p: PalmSpec): string {
  const crown: Point = [p.x + p.lean, p.baseY - p.height];
  const trunkW = p.height * 0.028;
  const trunk = `<path d="M${n(p.x)},${n(p.baseY)}Q${n(p.x + p.lean * 0.15)},${n(crown[1] + p.height * 0.45)} ${n(crown[0])},${n(crown[1])}" stroke="${p.fill}" stroke-width="${n(trunkW)}" stroke-linecap="round" fill="none"/>`;
  const len = p.height * 0.42;
  const angles = [-2.95, -2.6, -2.25, -1.85, -1.3, -0.9, -0.55, -0.2, 0.2, 2.75];
  const fronds = angles.map((a, i) =>
    frond(crown, a, len * (0.8 + (i % 3) * 0.1) * (Math.sin(a) < -0.9 ? 0.7 : 1)),
  );
  const rachis = fronds.map((f) => f.rachis).join("");
  const leaflets = fronds.map((f) => f.leaflets).join("");
  const stroke = (d: string, w: number, colour: string, alpha = 1): string =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${alpha}" stroke-width="${n(w)}" stroke-linecap="round"/>`;
  const rim = p.rim ? stroke(rachis, p.height * 0.0022, p.rim, 0.2) : "";
  return `<g>${trunk}<path d="${leaflets}" fill="${p.fill}"/>${stroke(rachis, p.height * 0.007, p.fill)}${rim}${ellipse(crown[0], crown[1], trunkW * 1.1, trunkW * 0.8, p.fill)}</g>`;
}
