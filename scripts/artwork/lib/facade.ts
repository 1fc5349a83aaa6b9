import { palette } from "./palette";
import { between, createRng } from "./random";
import { fillAlpha, n, rect } from "./svg";
import type { TowerSpec } from "./tower";

/**
 * Window glow: every suite has a faint interior warmth, and floors of occupied suites burn
 * brighter, so the facade reads as lived-in glass rather than a checkerboard.
 */
export function windows(s: TowerSpec, x0: number, w: number, bays: number, seed: number): string {
  const rng = createRng(seed);
  const bayW = w / bays;
  const out: string[] = [];
  for (let y = s.top + s.floorH; y + s.floorH <= s.base - s.floorH; y += s.floorH) {
    const floorMood = rng();
    for (let b = 0; b < bays; b += 1) {
      const bright = rng() < s.lit * (0.4 + floorMood * 1.2);
      const a = bright ? between(rng, 0.38, 0.82) : between(rng, 0.06, 0.18);
      const warm = bright && rng() < 0.3 ? palette.peach : palette.windowWarm;
      out.push(rect(x0 + b * bayW + 1.2, y + 1.6, bayW - 2.4, s.floorH - 3.6, warm, fillAlpha(a)));
    }
  }
  return out.join("");
}

/** Horizontal slab lines and vertical mullions across one face. */
export function grid(s: TowerSpec, x0: number, w: number, bays: number, yTop: number): string {
  let d = "";
  for (let y = yTop + s.floorH; y < s.base; y += s.floorH) d += `M${n(x0)},${n(y)}H${n(x0 + w)}`;
  for (let b = 1; b < bays; b += 1) d += `M${n(x0 + (b * w) / bays)},${n(yTop)}V${n(s.base)}`;
  return `<path d="${d}" stroke="${palette.navyDeep}" stroke-opacity="0.5" stroke-width="1.4" fill="none"/>`;
}
