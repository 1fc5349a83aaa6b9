import { grid, windows } from "./facade";
import { palette } from "./palette";
import { defs, glow, linear, n, polygon, rect } from "./svg";

export interface TowerSpec {
  readonly id: string;
  /** Left edge of the front facade. */
  readonly x: number;
  readonly width: number;
  /** Width of the receding side face, drawn to the left of the front. */
  readonly side: number;
  readonly top: number;
  readonly base: number;
  readonly floorH: number;
  readonly bays: number;
  readonly seed: number;
  /** Share of windows lit, 0..1. */
  readonly lit: number;
}

/** A slender glass tower: reflective front face, gold-lit side face, lit suites and a crown. */
export function tower(s: TowerSpec): string {
  const { id, x, width: w, side, top, base } = s;
  const sx = x - side;
  const drop = side * 0.18;
  const g = defs(
    linear(`${id}-front`, [
      [0, "#16284A"],
      [0.45, "#233659"],
      [0.8, "#4A4766"],
      [1, "#86675E"],
    ]),
    linear(`${id}-side`, [
      [0, "#2C2C48"],
      [0.55, "#5E4F60"],
      [1, "#A87D62"],
    ]),
    linear(
      `${id}-sheen`,
      [
        [0, palette.peach, 0.16],
        [0.35, palette.white, 0.04],
        [1, palette.white, 0],
      ],
      [0, 0, 1, 0],
    ),
    linear(`${id}-crown`, [
      [0, palette.goldLight, 0],
      [1, palette.gold, 0.75],
    ]),
  );
  const sideFace = polygon(
    [
      [sx, top + drop],
      [x, top],
      [x, base],
      [sx, base],
    ],
    `url(#${id}-side)`,
  );
  const front = rect(x, top, w, base - top, `url(#${id}-front)`);
  const crownH = s.floorH * 3;
  const crown =
    rect(x, top - crownH, w, crownH, `url(#${id}-crown)`) +
    polygon(
      [
        [sx, top + drop - crownH],
        [x, top - crownH],
        [x, top],
        [sx, top + drop],
      ],
      `url(#${id}-crown)`,
      'fill-opacity="0.6"',
    ) +
    `<path d="${Array.from({ length: s.bays * 2 + 1 }, (_, i) => `M${n(x + (i * w) / (s.bays * 2))},${n(top - crownH)}V${n(top)}`).join("")}" stroke="${palette.gold}" stroke-width="1.6" stroke-opacity="0.85"/>` +
    rect(x, top - crownH, w, 2.5, palette.goldLight) +
    rect(sx, top + drop - 2, side, 2, palette.gold, 'fill-opacity="0.6"');
  const edges =
    rect(x - 1.5, top - crownH, 3, base - top + crownH, palette.gold, 'fill-opacity="0.9"') +
    rect(x + w - 1.5, top - crownH, 3, base - top + crownH, palette.gold, 'fill-opacity="0.55"');
  return (
    `<g id="${id}">${g}` +
    glow(
      `${id}-halo`,
      x + w / 2 - side / 2,
      top - crownH * 0.6,
      (w + side) * 0.75,
      crownH * 1.6,
      palette.goldLight,
      0.28,
    ) +
    `${sideFace}${front}` +
    windows(s, x, w, s.bays, s.seed) +
    `<g opacity="0.7">${windows(s, sx, side, 2, s.seed + 7)}</g>` +
    grid(s, x, w, s.bays, top) +
    grid(s, sx, side, 2, top + drop) +
    `<path d="${Array.from({ length: s.bays / 2 - 1 }, (_, i) => `M${n(x + ((i + 1) * 2 * w) / s.bays)},${n(top)}V${n(base)}`).join("")}" stroke="${palette.champagne}" stroke-opacity="0.28" stroke-width="2"/>` +
    rect(x, top, w, base - top, `url(#${id}-sheen)`) +
    crown +
    edges +
    `</g>`
  );
}
