import { heroArtwork } from "./hero";
import { palette } from "../lib/palette";
import { defs, linear, n, rect } from "../lib/svg";
import { SERIF } from "../lib/type";
import { artistLabel } from "../lib/label";
import type { Scene } from "../lib/scene";

const W = 1200;
const H = 630;

/** The wordmark block: a short gold rule, the name in a serif, and a hairline beneath. */
function wordmark(x: number, y: number): string {
  const size = 76;
  const text = (dy: number, fill: string, alpha: number): string =>
    `<text x="${n(x + dy)}" y="${n(y + dy)}" font-family="${SERIF}" font-size="${size}" ` +
    `letter-spacing="1" fill="${fill}" fill-opacity="${alpha}">SkyHaven Suites</text>`;
  return (
    rect(x, y - size - 26, 64, 2.5, palette.gold) +
    text(2, palette.navyDeep, 0.55) +
    text(0, palette.champagne, 1) +
    rect(x, y + 30, 380, 1.2, palette.gold, 'fill-opacity="0.7"')
  );
}

/** Social share card: the hero render scaled to fit, darkened on the left behind the name. */
function drawOg(): string {
  return (
    `<g transform="translate(-44,-30) scale(0.52)">${heroArtwork()}</g>` +
    defs(
      linear(
        "og-shade",
        [
          [0, palette.navyDeep, 0.78],
          [0.45, palette.navyDeep, 0.45],
          [1, palette.navyDeep, 0],
        ],
        [0, 0, 1, 0],
      ),
    ) +
    rect(0, 0, 760, H, "url(#og-shade)") +
    wordmark(64, 330)
  );
}

export const ogScene: Scene = {
  file: "og.jpg",
  width: W,
  height: H,
  draw: drawOg,
  marks: () => artistLabel(W, H),
};
