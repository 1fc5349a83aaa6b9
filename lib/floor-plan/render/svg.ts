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

export function pathOf(points: Point[], closed = true): string {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("");
  return closed ? `${d}Z` : d;
}

export function line(from: Point, to: Point, className: string): string {
  return `<line x1="${n(from[0])}" y1="${n(from[1])}" x2="${n(to[0])}" y2="${n(to[1])}" class="${className}"/>`;
}

export function text(x: number, y: number, content: string, className: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" class="${className}"${extra}>${esc(content)}</text>`;
}
