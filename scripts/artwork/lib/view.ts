import { aircraft } from "./aircraft";
import { palette } from "./palette";
import { type Camera, project } from "./perspective";
import { between, createRng } from "./random";
import { defs, ellipse, fillAlpha, linear, rect } from "./svg";

export interface WindowSpec {
  readonly id: string;
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  /** Depth of the wall the glazing sits in. */
  readonly z: number;
  readonly panes: number;
  readonly seed: number;
  readonly jet?: boolean;
}

/** Floor-to-ceiling glazing on the back wall with a high-floor dusk view towards the runway. */
export function windowView(cam: Camera, s: WindowSpec): string {
  const [ax, ay] = project(cam, [s.x0, s.y1, s.z]);
  const [bx, by] = project(cam, [s.x1, s.y0, s.z]);
  const w = bx - ax;
  const hz = cam.cy;
  const rng = createRng(s.seed);
  const lights: string[] = [];
  for (let i = 0; i < 140; i += 1) {
    const t = rng() ** 2.2;
    const y = hz + 3 + t * (by - hz) * 0.7;
    const r = 0.6 + t * 1.8;
    lights.push(
      ellipse(
        ax + rng() * w,
        y,
        r * 1.4,
        r,
        rng() < 0.8 ? palette.windowWarm : palette.white,
        fillAlpha(between(rng, 0.35, 0.9)),
      ),
    );
  }
  for (let x = ax + w * 0.12; x < ax + w * 0.78; x += 7)
    lights.push(ellipse(x, hz + 6, 1.4, 0.9, palette.champagne));
  let mullions = "";
  for (let i = 1; i < s.panes; i += 1)
    mullions += rect(ax + (w * i) / s.panes - 3, ay, 6, by - ay, "#2F2A28");
  return (
    defs(
      linear(`${s.id}-sky`, [
        [0, palette.navy],
        [0.4, "#24335A"],
        [0.68, "#6E5670"],
        [0.86, "#D39469"],
        [1, "#F2C68C"],
      ]),
      linear(`${s.id}-land`, [
        [0, "#4A4058"],
        [0.08, "#1E2236"],
        [1, "#0D1322"],
      ]),
      linear(
        `${s.id}-glass`,
        [
          [0, palette.white, 0.1],
          [0.5, palette.white, 0],
          [1, palette.white, 0.05],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    rect(ax, ay, w, hz - ay, `url(#${s.id}-sky)`) +
    rect(ax, hz, w, by - hz, `url(#${s.id}-land)`) +
    lights.join("") +
    (s.jet ? aircraft(`${s.id}-jet`, ax + w * 0.7, ay + (hz - ay) * 0.35, w * 0.09, 10) : "") +
    rect(ax, ay, w, by - ay, `url(#${s.id}-glass)`) +
    mullions +
    rect(ax - 4, ay - 4, w + 8, 8, "#2F2A28") +
    rect(ax - 4, by - 6, w + 8, 10, "#2F2A28") +
    rect(ax - 4, ay, 8, by - ay, "#2F2A28") +
    rect(bx - 4, ay, 8, by - ay, "#2F2A28")
  );
}

/** A gathered sheer curtain hanging on the back wall between x0 and x1 (metres). */
export function sheer(
  cam: Camera,
  id: string,
  x0: number,
  x1: number,
  h: number,
  z: number,
): string {
  const [ax, ay] = project(cam, [x0, h, z]);
  const [bx, by] = project(cam, [x1, 0, z]);
  const folds = Array.from(
    { length: 9 },
    (_, i) =>
      `<stop offset="${i / 8}" stop-color="${palette.cream}" stop-opacity="${i % 2 === 0 ? 0.92 : 0.62}"/>`,
  ).join("");
  return (
    defs(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${folds}</linearGradient>`) +
    rect(ax, ay, bx - ax, by - ay, `url(#${id})`)
  );
}
