import { palette } from "./palette";
import { ellipse, glow, n } from "./svg";

/** Side-on jet silhouette in a 200-unit-long local frame, nose pointing to +x. */
const FUSELAGE =
  "M-100,-2 C-96,-7 -70,-8 -40,-8 L70,-8 C86,-8 98,-4 102,1 C98,5 88,6 70,6 L-60,6 C-80,6 -96,4 -100,-2 Z";
const TAIL_FIN = "M-98,-3 L-112,-40 L-100,-40 L-72,-7 Z";
const TAIL_PLANE = "M-92,0 L-112,8 L-104,9 L-78,2 Z";
const WING_FAR = "M-10,-6 L-34,-22 L-28,-23 L14,-6 Z";
const WING_NEAR = "M-4,3 L-46,30 L-36,31 L22,4 Z";
const ENGINE = "M2,8 C2,4 24,4 26,8 C24,12 2,12 2,8 Z";

/**
 * A climbing airliner seen from the side, scaled and pitched nose-up, with navigation lights
 * and a warm sunset rim along its belly.
 */
export function aircraft(
  id: string,
  x: number,
  y: number,
  length: number,
  pitchDeg: number,
): string {
  const s = length / 214;
  const body = palette.navyDeep;
  const shapes = [WING_FAR, TAIL_FIN, FUSELAGE, TAIL_PLANE, WING_NEAR, ENGINE]
    .map((d) => `<path d="${d}" fill="${body}"/>`)
    .join("");
  const rim = `<path d="M-96,4 C-80,6.5 -60,6.5 70,6.5 C88,6 98,4 102,1" fill="none" stroke="${palette.peach}" stroke-opacity="0.55" stroke-width="1.2"/>`;
  const windows = Array.from({ length: 18 }, (_, i) =>
    ellipse(-60 + i * 7, -2, 1.1, 1.1, palette.windowWarm, 'fill-opacity="0.55"'),
  ).join("");
  const lights =
    glow(`${id}-landing`, 14, 6, 26, 10, palette.champagne, 0.9) +
    ellipse(-44, 31, 1.8, 1.8, "#FF5A4E") +
    ellipse(-112, -40, 1.6, 1.6, palette.white) +
    ellipse(0, -9, 1.6, 1.6, "#FF4A3D", 'fill-opacity="0.9"');
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${-pitchDeg}) scale(${Math.round(s * 1000) / 1000})">${shapes}${rim}${windows}${lights}</g>`;
}
