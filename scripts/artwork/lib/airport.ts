import { palette } from "./palette";
import { ellipse, glow, n, polygon, rect } from "./svg";

/** Lights along a straight line, evenly spaced. */
function lightRow(
  x0: number,
  x1: number,
  y: number,
  step: number,
  r: number,
  colour: string,
  alpha = 1,
): string {
  const out: string[] = [];
  for (let x = x0; x <= x1; x += step)
    out.push(ellipse(x, y, r * 1.6, r, colour, `fill-opacity="${alpha}"`));
  return out.join("");
}

/**
 * A distant runway lying on the plain, seen almost edge-on: a thin strip with edge lights and
 * a sequenced approach-light array (with crossbars) running off its far end.
 */
export function runway(id: string, x0: number, x1: number, y: number, depth: number): string {
  const strip = polygon(
    [
      [x0 + depth * 2, y],
      [x1, y],
      [x1 + depth * 3, y + depth],
      [x0, y + depth],
    ],
    "#1A2034",
  );
  const approach: string[] = [];
  for (let i = 1; i <= 9; i += 1) {
    const ax = x0 - i * 26;
    approach.push(ellipse(ax, y + depth * 0.55, 2.4, 1.3, palette.white, 'fill-opacity="0.95"'));
    if (i % 3 === 0)
      approach.push(lightRow(ax - 2, ax + 2, y + depth * 0.55 - 3, 4, 1, palette.champagne));
    if (i % 3 === 0)
      approach.push(
        rect(ax - 9, y + depth * 0.5, 18, 1.6, palette.champagne, 'fill-opacity="0.9"'),
      );
  }
  return (
    strip +
    lightRow(x0 + depth * 2, x1, y - 0.5, 18, 1.1, palette.champagne, 0.9) +
    lightRow(x0, x1 + depth * 3, y + depth + 0.5, 14, 1.4, palette.champagne, 0.95) +
    `<path d="M${n(x0 + 40)},${n(y + depth / 2)}H${n(x1 - 20)}" stroke="${palette.white}" stroke-opacity="0.25" stroke-dasharray="10 12"/>` +
    ellipse(x0 + 4, y + depth / 2, 2, 4, "#5BE07A") +
    ellipse(x1 + depth * 2, y + depth / 2, 2, 4, "#FF5A4E") +
    glow(`${id}-halo`, x0 - 110, y + depth * 0.55, 150, 14, palette.champagne, 0.45) +
    approach.join("")
  );
}
