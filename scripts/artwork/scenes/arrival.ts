import { aircraft } from "../lib/aircraft";
import { palm } from "../lib/landscape";
import { palette } from "../lib/palette";
import { podium } from "../lib/podium";
import { createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { blurFilter, defs, glow, linear, n, rect, vignette } from "../lib/svg";
import { tower } from "../lib/tower";
import { canopyDefs, treeRow } from "../lib/trees";

const W = 1920;
const H = 1080;
const GROUND = 860;

/** The drive curving in to the porte-cochère, traced by the light trails of arriving cars. */
function drive(): string {
  const trail = (d: string, colour: string, w: number, a: number) =>
    `<path d="${d}" stroke="${colour}" stroke-width="${w}" stroke-opacity="${a}" fill="none" stroke-linecap="round"/>`;
  const lanes = [
    "M-40,1060 C420,1000 760,930 980,880",
    "M-40,1030 C400,975 740,915 960,872",
    "M2000,1070 C1600,990 1300,920 1120,884",
  ];
  return (
    defs(
      linear("ar-road", [
        [0, "#1E2436"],
        [1, "#0A0F1C"],
      ]),
      blurFilter("ar-trail-blur", 5),
    ) +
    `<path d="M-60,${GROUND + 60}L1920,${GROUND + 40}L1920,1080L-60,1080Z" fill="url(#ar-road)"/>` +
    `<g filter="url(#ar-trail-blur)">` +
    trail(lanes[0] ?? "", "#FF4A3D", 10, 0.6) +
    trail(lanes[1] ?? "", "#FFE9C4", 8, 0.55) +
    trail(lanes[2] ?? "", "#FF4A3D", 9, 0.5) +
    `</g>` +
    trail(lanes[0] ?? "", "#FF9A8A", 2.2, 0.8) +
    trail(lanes[1] ?? "", palette.white, 1.8, 0.85) +
    trail(lanes[2] ?? "", "#FF9A8A", 2, 0.7)
  );
}

/** Porte-cochère canopy: a thin gold-edged slab with light washing the drop-off beneath. */
function canopy(): string {
  return (
    glow("ar-canopy-glow", 900, 872, 420, 60, "#FFD9A0", 0.55) +
    rect(620, 812, 560, 16, "#1C2230") +
    rect(620, 826, 560, 3, palette.gold) +
    [660, 1140].map((x) => rect(x, 829, 8, 44, "#2B2C3C")).join("")
  );
}

/** Arrival at dusk: the twin towers from the drive, cars sweeping to the lit entrance. */
function drawArrival(): string {
  const rng = createRng(1920);
  const common = { floorH: 21, bays: 10, base: 800 } as const;
  return (
    skyRect("ar-sky", 0, 0, W, GROUND) +
    stars(rng, W, 360, 80) +
    glow("ar-sun", 400, GROUND, 900, 330, "#FFD49A", 0.5) +
    cloudStreaks("ar-clouds", [
      { x: 300, y: 650, w: 900, h: 20, alpha: 0.28 },
      { x: 1500, y: 700, w: 1000, h: 16, alpha: 0.2 },
      { x: 900, y: 520, w: 1200, h: 30, alpha: 0.1 },
    ]) +
    aircraft("ar-jet", 360, 230, 140, 14) +
    rect(0, GROUND - 30, W, 30, "#2A2A40", 'fill-opacity="0.6"') +
    tower({
      ...common,
      id: "ar-tb",
      x: 1290,
      width: 250,
      side: 60,
      top: 190,
      seed: 12,
      lit: 0.36,
      bays: 10,
    }) +
    tower({
      ...common,
      id: "ar-ta",
      x: 820,
      width: 300,
      side: 72,
      top: 40,
      seed: 8,
      lit: 0.3,
      bays: 10,
    }) +
    podium({
      id: "ar-podium",
      x0: 560,
      x1: 1760,
      deckY: 730,
      baseY: GROUND + 20,
      pool: [1250, 1700],
    }) +
    canopy() +
    drive() +
    canopyDefs("ar-leaf", 780, 880, "#3F4636", "#101A16") +
    treeRow(rng, "ar-leaf", -40, 540, 880, 70) +
    treeRow(rng, "ar-leaf", 1760, 1980, 880, 70) +
    palm({ x: 120, baseY: 1100, height: 620, lean: 50, fill: "#0A1120", rim: palette.gold }) +
    palm({ x: 1820, baseY: 1100, height: 560, lean: -60, fill: "#0A1120", rim: palette.gold }) +
    palm({ x: 1700, baseY: 1100, height: 380, lean: 30, fill: "#0A1120", rim: palette.gold }) +
    vignette(
      "ar-vig",
      W,
      H,
      [
        [0.55, palette.navyDeep, 0],
        [1, palette.navyDeep, 0.5],
      ],
      0.5,
      0.45,
      0.75,
    ) +
    `<!-- ${n(0)} -->`
  );
}

export const arrivalScene: Scene = { file: "arrival.jpg", width: W, height: H, draw: drawArrival };
