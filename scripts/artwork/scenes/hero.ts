import { aircraft } from "../lib/aircraft";
import { controlTower, runway, terminal } from "../lib/airport";
import { canopyDefs, palm, treeRow } from "../lib/landscape";
import { palette } from "../lib/palette";
import { podium, reflectingPool } from "../lib/podium";
import { createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { defs, glow, linear, polygon, radial, rect } from "../lib/svg";
import { tower } from "../lib/tower";

export const HERO_W = 2400;
export const HERO_H = 1350;
const HORIZON = 990;
const DECK = 1034;
const WATER = 1168;

function skyAndAirfield(): string {
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
    cloudStreaks("hero-high", [{ x: 700, y: 470, w: 1300, h: 40, alpha: 0.12 }, { x: 1900, y: 560, w: 900, h: 30, alpha: 0.1 }], palette.mauve) +
    aircraft("hero-jet", 2130, 270, 170, 12) +
    polygon([[0, HORIZON - 12], [380, HORIZON - 22], [820, HORIZON - 9], [1500, HORIZON - 16], [2400, HORIZON - 8], [2400, HORIZON + 4], [0, HORIZON + 4]], "#4A3F5A", 'fill-opacity="0.55"') +
    defs(linear("hero-plain", [[0, "#2E2C44"], [0.25, "#1A1E33"], [1, "#0C1324"]])) +
    rect(0, HORIZON, HERO_W, HERO_H - HORIZON, "url(#hero-plain)") +
    terminal(170, 700, HORIZON + 2, 18) +
    controlTower(780, HORIZON + 2, 74) +
    runway("hero-rwy", 330, 1180, HORIZON + 14, 9)
  );
}

function architecture(): string {
  const common = { floorH: 17, bays: 8, base: 1050 } as const;
  return (
    `<g id="hero-arch">` +
    tower({ ...common, id: "hero-tb", x: 1716, width: 178, side: 40, top: 282, seed: 77, lit: 0.3 }) +
    tower({ ...common, id: "hero-ta", x: 1380, width: 194, side: 46, top: 128, seed: 41, lit: 0.34 }) +
    rect(1574, 436, 102, 36, "#2A3556") +
    rect(1574, 442, 102, 24, palette.windowWarm, 'fill-opacity="0.75"') +
    `<path d="M1594,442v24M1614,442v24M1634,442v24M1654,442v24" stroke="#2A3556" stroke-width="2"/>` +
    rect(1574, 436, 102, 3, palette.gold) +
    rect(1574, 469, 102, 3, palette.gold) +
    podium({ id: "hero-podium", x0: 1150, x1: 2310, deckY: DECK, baseY: WATER, pool: [1560, 2250] }) +
    `</g>`
  );
}

function landscaping(): string {
  const rng = createRng(1350);
  const dark = "#0A1120";
  return (
    canopyDefs("hero-leaf", "#17261F", "#4B5340") +
    canopyDefs("hero-leaf-far", "#1B2331", "#3F3F4E") +
    treeRow(rng, "hero-leaf-far", -20, 1160, 1066, 40) +
    treeRow(rng, "hero-leaf", 1160, 1540, DECK + 18, 30) +
    [1200, 1262, 1318, 1470].map((x, i) => palm({ x, baseY: DECK + 16, height: 120 + (i % 2) * 26, lean: 8 - i * 4, fill: "#15211F", rim: palette.gold })).join("") +
    treeRow(rng, "hero-leaf", -40, 1120, 1200, 84) +
    palm({ x: 2310, baseY: 1380, height: 600, lean: -70, fill: dark, rim: palette.gold }) +
    palm({ x: 2200, baseY: 1380, height: 430, lean: 26, fill: dark, rim: palette.gold }) +
    palm({ x: 90, baseY: 1390, height: 520, lean: 60, fill: dark, rim: palette.gold })
  );
}

function atmosphere(): string {
  return (
    defs(
      linear("hero-mist", [[0, palette.peach, 0], [0.6, palette.peach, 0.14], [1, palette.peach, 0]]),
      radial("hero-vignette", [[0.55, palette.navyDeep, 0], [1, palette.navyDeep, 0.55]], 0.5, 0.45, 0.75),
    ) +
    rect(0, 860, HERO_W, 200, "url(#hero-mist)") +
    rect(0, 0, HERO_W, HERO_H, "url(#hero-vignette)")
  );
}

/** The hero render in its native 2400x1350 frame, reused by the social image. */
export function heroArtwork(): string {
  return (
    skyAndAirfield() +
    architecture() +
    reflectingPool("hero-water", "hero-arch", WATER, HERO_W, HERO_H) +
    landscaping() +
    atmosphere()
  );
}

export const heroScene: Scene = { file: "hero.jpg", width: HERO_W, height: HERO_H, draw: heroArtwork };
