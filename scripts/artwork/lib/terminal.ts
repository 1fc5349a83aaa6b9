import { palette } from "./palette";
import { ellipse, polygon, rect } from "./svg";

/** A slim control tower with a flared, lit cab, silhouetted on the horizon. */
export function controlTower(x: number, baseY: number, h: number): string {
  const w = h * 0.09;
  const cabY = baseY - h;
  return (
    polygon(
      [
        [x - w, baseY],
        [x - w * 0.55, cabY + h * 0.16],
        [x + w * 0.55, cabY + h * 0.16],
        [x + w, baseY],
      ],
      "#1D2236",
    ) +
    polygon(
      [
        [x - w * 0.7, cabY + h * 0.16],
        [x - w * 1.5, cabY + h * 0.06],
        [x + w * 1.5, cabY + h * 0.06],
        [x + w * 0.7, cabY + h * 0.16],
      ],
      "#1D2236",
    ) +
    rect(
      x - w * 1.4,
      cabY - h * 0.02,
      w * 2.8,
      h * 0.08,
      palette.windowWarm,
      'fill-opacity="0.85"',
    ) +
    polygon(
      [
        [x - w * 1.6, cabY - h * 0.02],
        [x, cabY - h * 0.1],
        [x + w * 1.6, cabY - h * 0.02],
      ],
      "#1D2236",
    ) +
    ellipse(x, cabY - h * 0.16, 1.8, 1.8, "#FF4A3D")
  );
}

/** A long, low terminal roofline with a ribbon of warm glazing. */
export function terminal(x0: number, x1: number, baseY: number, h: number): string {
  const out = [
    polygon(
      [
        [x0, baseY],
        [x0 + h, baseY - h],
        [x1 - h, baseY - h],
        [x1, baseY],
      ],
      "#222740",
    ),
    rect(
      x0 + h * 1.2,
      baseY - h * 0.55,
      x1 - x0 - h * 2.4,
      h * 0.3,
      palette.windowWarm,
      'fill-opacity="0.55"',
    ),
  ];
  for (let x = x0 + h * 2; x < x1 - h; x += h * 1.8)
    out.push(rect(x, baseY - h * 0.6, 1.5, h * 0.45, "#222740"));
  return out.join("");
}
