import { aircraft } from "./aircraft";
import { runway } from "./airport";
import { palm } from "./landscape";
import { palette } from "./palette";
import { createRng } from "./random";
import { cloudStreaks, skyRect, stars } from "./sky";
import { defs, glow, linear, polygon, rect } from "./svg";
import { controlTower, terminal } from "./terminal";
import { canopyDefs, treeRow } from "./trees";

/** Frame and key levels of the hero render, in pixels. */
export const HERO_W = 2400;
export const HERO_H = 1350;
export const HORIZON = 990;
export const DECK = 1034;
export const WATER = 1168;

/** Dusk sky, stars, clouds, the climbing jet and the airfield on the horizon. */
export function skyAndAirfield(): string {
  const rng = createRng(2401);
  return (
    skyRect("hero-sky", 0, 0, HERO_W, HORIZON + 10) +
    stars(rng, HERO_W, 420, 90) +
    glow("hero-sun", 1040, HORIZON, 1150, 470, "#FFD49A", 0.55) +
    glow("hero-sun-core", 1040, HORIZON, 420, 90, "#FFE6BA", 0.7) +
    cloudStreaks("hero-clouds", [
      { x: 420, y: 770, w: 980, h: 24, alpha: 0.28 },
      { x: 1760, y: 835, w: 1200, h: 20, alpha: 0.22 },
      { x: 260, y: 875, w: 700, h: 14, alpha: 0.3 },
      { x: 2150, y: 690, w: 760, h: 28, alpha: 0.16 },
      { x: 900, y: 905, w: 900, h: 10, alpha: 0.3 },
    ]) +
    cloudStreaks(
      "hero-high",
      [
        { x: 700, y: 470, w: 1300, h: 40, alpha: 0.12 },
        { x: 1900, y: 560, w: 900, h: 30, alpha: 0.1 },
      ],
      palette.mauve,
    ) +
    aircraft("hero-jet", 2130, 270, 170, 12) +
    polygon(
      [
        [0, HORIZON - 12],
        [380, HORIZON - 22],
        [820, HORIZON - 9],
        [1500, HORIZON - 16],
        [2400, HORIZON - 8],
        [2400, HORIZON + 4],
        [0, HORIZON + 4],
      ],
      "#4A3F5A",
      'fill-opacity="0.55"',
    ) +
    defs(
      linear("hero-plain", [
        [0, "#2E2C44"],
        [0.25, "#1A1E33"],
        [1, "#0C1324"],
      ]),
    ) +
    rect(0, HORIZON, HERO_W, HERO_H - HORIZON, "url(#hero-plain)") +
    terminal(170, 700, HORIZON + 2, 18) +
    controlTower(780, HORIZON + 2, 74) +
    runway("hero-rwy", 330, 1180, HORIZON + 14, 9)
  );
}

/** Tree belts, podium planting and the palms framing the foreground. */
export function landscaping(): string {
  const rng = createRng(1350);
  const dark = "#0A1120";
  return (
    canopyDefs("hero-leaf-far", 1020, 1070, "#3A3848", "#171C2A") +
    canopyDefs("hero-leaf-deck", DECK - 30, DECK + 18, "#45493A", "#121C18") +
    canopyDefs("hero-leaf", 1110, 1205, "#3F4636", "#101A16") +
    treeRow(rng, "hero-leaf-far", -20, 1160, 1066, 40) +
    treeRow(rng, "hero-leaf-deck", 1160, 1540, DECK + 18, 30) +
    [1200, 1262, 1318, 1470]
      .map((x, i) =>
        palm({
          x,
          baseY: DECK + 16,
          height: 120 + (i % 2) * 26,
          lean: 8 - i * 4,
          fill: "#15211F",
          rim: palette.gold,
        }),
      )
      .join("") +
    treeRow(rng, "hero-leaf", -40, 1120, 1200, 84) +
    palm({ x: 2310, baseY: 1380, height: 600, lean: -70, fill: dark, rim: palette.gold }) +
    palm({ x: 2200, baseY: 1380, height: 430, lean: 26, fill: dark, rim: palette.gold }) +
    palm({ x: 90, baseY: 1390, height: 520, lean: 60, fill: dark, rim: palette.gold })
  );
}
