import { palette } from "./palette";
import { between, type Rng } from "./random";
import { blurFilter, defs, ellipse, fillAlpha, linear, rect, type Stop } from "./svg";

/** Dusk over the runway: brand navy overhead melting into a warm gold horizon. */
export const duskStops: readonly Stop[] = [
  [0, palette.navyDeep],
  [0.28, palette.navy],
  [0.5, "#24335A"],
  [0.66, "#4E4768"],
  [0.78, "#93697A"],
  [0.88, "#D4956C"],
  [0.95, "#ECB77E"],
  [1, "#F3CC93"],
];

/** Fills a rectangle with a vertical sky gradient. */
export function skyRect(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  stops = duskStops,
): string {
  return defs(linear(id, stops)) + rect(x, y, w, h, `url(#${id})`);
}

/** Faint stars in the upper sky; fewer and dimmer towards the horizon. */
export function stars(rng: Rng, width: number, maxY: number, count: number): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = maxY * rng() ** 1.6;
    const alpha = (1 - y / maxY) * between(rng, 0.25, 0.75);
    const r = between(rng, 0.6, 1.6) * (width / 2400 + 0.4);
    dots.push(ellipse(width * rng(), y, r, r, palette.white, fillAlpha(alpha)));
  }
  return `<g>${dots.join("")}</g>`;
}

export interface Streak {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly alpha: number;
}

/** Long, soft cloud streaks lit from below by the setting sun. */
export function cloudStreaks(
  id: string,
  streaks: readonly Streak[],
  colour: string = palette.ember,
): string {
  const blurStd = Math.max(...streaks.map((s) => s.h)) * 0.45;
  const shapes = streaks
    .map((s) => ellipse(s.x, s.y, s.w / 2, s.h / 2, colour, `fill-opacity="${s.alpha}"`))
    .join("");
  return defs(blurFilter(id, blurStd)) + `<g filter="url(#${id})">${shapes}</g>`;
}
