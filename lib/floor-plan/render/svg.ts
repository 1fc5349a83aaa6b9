import type { Point } from "../model";

/** Text for SVG markup: plan labels come from content, so they are escaped. */
export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Coordinates to two decimals (a centimetre), without trailing zeros, to keep the markup small. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Path data through the points: walls run along the axes, so a step that keeps x or y is written
 * as H or V with one number (the same drawing in a third less markup).
 */
export function pathOf(points: Point[], closed = true): string {
  let d = "";
  let previous: [string, string] | undefined;
  for (const [x, y] of points) {
    const here: [string, string] = [n(x), n(y)];
    if (!previous) d += `M${here[0]} ${here[1]}`;
    else if (here[1] === previous[1]) d += `H${here[0]}`;
    else if (here[0] === previous[0]) d += `V${here[1]}`;
    else d += `L${here[0]} ${here[1]}`;
    previous = here;
  }
  return closed ? `${d}Z` : d;
}

export function line(from: Point, to: Point, className: string): string {
  return `<line x1="${n(from[0])}" y1="${n(from[1])}" x2="${n(to[0])}" y2="${n(to[1])}" class="${className}"/>`;
}

export function text(x: number, y: number, content: string, className: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" class="${className}"${extra}>${esc(content)}</text>`;
}
