/** Small string builders for SVG markup. Every number goes through `n` so output is stable. */
export type Point = readonly [number, number];
/** A gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

export const n = (v: number): string => String(Math.round(v * 10) / 10);

const stopsMarkup = (stops: readonly Stop[]): string =>
  stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
    .join("");

/** A linear gradient over the shape's bounding box, top-to-bottom unless a direction is given. */
export function linear(
  id: string,
  stops: readonly Stop[],
  dir: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  const [x1, y1, x2, y2] = dir;
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`;
}

/** A linear gradient in canvas pixels, for shapes whose bounding box runs far off-canvas. */
export function linearAt(id: string, stops: readonly Stop[], from: Point, to: Point): string {
  return (
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(from[0])}" y1="${n(from[1])}" ` +
    `x2="${n(to[0])}" y2="${n(to[1])}">${stopsMarkup(stops)}</linearGradient>`
  );
}

/** A radial gradient over the shape's bounding box. */
export function radial(id: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`;
}

export const defs = (...items: string[]): string => `<defs>${items.join("")}</defs>`;

export const blurFilter = (id: string, std: number): string =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`;

export const points = (pts: readonly Point[]): string =>
  pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");

export const polygon = (pts: readonly Point[], fill: string, attrs = ""): string =>
  `<polygon points="${points(pts)}" fill="${fill}" ${attrs}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  attrs = "",
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${attrs}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  attrs = "",
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${attrs}/>`;

export const line = (a: Point, b: Point, stroke: string, width: number, attrs = ""): string =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}" ${attrs}/>`;

/** A soft elliptical pool of light: radial gradient fading to nothing at the rim. */
export function glow(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  alpha: number,
): string {
  const grad = radial(id, [
    [0, colour, alpha],
    [0.45, colour, alpha * 0.45],
    [1, colour, 0],
  ]);
  return defs(grad) + ellipse(cx, cy, rx, ry, `url(#${id})`);
}

/** A full-frame radial vignette: its gradient and a w x h rectangle painted with it. */
export function vignette(
  id: string,
  w: number,
  h: number,
  stops: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
): string {
  return defs(radial(id, stops, cx, cy, r)) + rect(0, 0, w, h, `url(#${id})`);
}

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
  );
}

/** A `fill-opacity` attribute rounded to two decimals. */
export const fillAlpha = (a: number): string => `fill-opacity="${Math.round(a * 100) / 100}"`;
