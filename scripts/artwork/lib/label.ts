import { palette } from "./palette";
import { n, rect } from "./svg";
import { SANS } from "./type";

export const LABEL_TEXT = "Artist's impression";

/** The "Artist's impression" tag drawn into a picture nothing of ours frames (`Scene.marks`). */
export function artistLabel(width: number, height: number): string {
  const size = Math.max(14, Math.round(width / 100));
  const padX = size * 0.75;
  const padY = size * 0.5;
  const textWidth = size * 0.555 * LABEL_TEXT.length;
  const boxW = textWidth + padX * 2;
  const boxH = size * 1.2 + padY * 2;
  const margin = Math.round(size * 1.1);
  const x = width - margin - boxW;
  const y = height - margin - boxH;
  const tx = x + boxW - padX;
  const ty = y + padY + size * 0.95;
  const text = (dx: number, fill: string, opacity: number): string =>
    `<text x="${n(tx + dx)}" y="${n(ty + dx)}" text-anchor="end" font-family="${SANS}" ` +
    `font-size="${size}" letter-spacing="0.4" fill="${fill}" fill-opacity="${opacity}">${LABEL_TEXT}</text>`;
  return (
    `<g>` +
    rect(x, y, boxW, boxH, palette.navyDeep, `rx="${n(size * 0.35)}" fill-opacity="0.5"`) +
    text(Math.max(1, size / 14), "#000000", 0.6) +
    text(0, palette.white, 0.94) +
    `</g>`
  );
}
