import { aircraft } from "../lib/aircraft";
import { palm } from "../lib/landscape";
import { chair, table } from "../lib/furniture";
import { mat } from "../lib/materials";
import { deckFloor, festoon, glassBalustrade } from "../lib/outdoor";
import { palette } from "../lib/palette";
import { box, type Camera, project } from "../lib/perspective";
import { hedge } from "../lib/plants";
import { distantLand } from "../lib/pool";
import { createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { glow, vignette } from "../lib/svg";

const W = 1600;
const H = 1200;
const cam: Camera = { cx: 800, cy: 560, f: 950, eye: 1.6, width: W, height: H };
const EDGE = 11;

/** A built-in grill island: charcoal body, stone top, brass hood and a wisp of warm light. */
function grill(): string {
  const [gx, gy] = project(cam, [3.0, 1.0, 6.6]);
  return (
    box(cam, { x0: 2.2, x1: 4.2, y0: 0, y1: 0.9, z0: 5.8, z1: 7.6 }, mat.charcoal) +
    box(cam, { x0: 2.15, x1: 4.25, y0: 0.9, y1: 0.96, z0: 5.75, z1: 7.65 }, mat.stone) +
    box(cam, { x0: 2.6, x1: 3.5, y0: 0.96, y1: 1.25, z0: 6.3, z1: 7.0 }, mat.brass) +
    glow("bb-grill-glow", gx, gy, 90, 40, "#FF9A5A", 0.35)
  );
}

function dining(): string {
  let chairs = "";
  for (let z = 6.6; z >= 4.2; z -= 0.8)
    chairs += chair(cam, -1.7, z, 1, mat.oat) + chair(cam, -0.1, z, -1, mat.oat);
  return chairs + table(cam, -1.45, -0.35, 4.0, 7.2, 0.75, mat.oak);
}

/** The barbecue deck: a long table under festoon lights, a grill island, the airfield beyond. */
function drawBbq(): string {
  const rng = createRng(66);
  const [, yEdge] = project(cam, [0, 0, EDGE]);
  const palmAt = (x: number, z: number, lean: number, hM: number) => {
    const [px, py] = project(cam, [x, 0.5, z]);
    return palm({
      x: px,
      baseY: py,
      height: (hM * cam.f) / z,
      lean,
      fill: "#16241D",
      rim: palette.gold,
    });
  };
  const post = (x: number, z: number) =>
    box(cam, { x0: x - 0.05, x1: x + 0.05, y0: 0, y1: 2.8, z0: z, z1: z + 0.1 }, mat.charcoal);
  return (
    skyRect("bb-sky", 0, 0, W, cam.cy + 2) +
    stars(rng, W, 280, 40) +
    glow("bb-sun", 500, cam.cy, 760, 280, "#FFD49A", 0.55) +
    cloudStreaks("bb-clouds", [
      { x: 400, y: 440, w: 700, h: 14, alpha: 0.26 },
      { x: 1250, y: 480, w: 800, h: 12, alpha: 0.22 },
    ]) +
    aircraft("bb-jet", 1150, 260, 80, 10) +
    distantLand(cam, "bb-land", cam.cy, yEdge + 2) +
    deckFloor(cam, "bb-deck", 7, 0.6, EDGE) +
    glassBalustrade(cam, EDGE, 7) +
    palmAt(-4.6, 9.6, 20, 3.4) +
    palmAt(4.8, 10, -30, 3.6) +
    box(cam, { x0: -5.6, x1: -3.6, y0: 0, y1: 0.45, z0: 8.8, z1: 10.4 }, mat.charcoal) +
    hedge(cam, -5.55, -3.65, 8.85, 10.35, 0.45, 0.8, 121) +
    post(-3.2, 9.2) +
    post(3.2, 9.2) +
    post(-3.2, 3.2) +
    post(3.2, 3.2) +
    festoon("bb-f1", project(cam, [-3.2, 2.8, 9.2]), project(cam, [3.2, 2.8, 9.2]), 18, 14) +
    festoon("bb-f2", project(cam, [-3.2, 2.8, 3.2]), project(cam, [-3.2, 2.8, 9.2]), 30, 10) +
    festoon("bb-f3", project(cam, [3.2, 2.8, 3.2]), project(cam, [3.2, 2.8, 9.2]), 30, 10) +
    grill() +
    dining() +
    festoon("bb-f4", project(cam, [-3.2, 2.8, 3.2]), project(cam, [3.2, 2.8, 3.2]), 40, 18) +
    vignette(
      "bb-vig",
      W,
      H,
      [
        [0.55, palette.ink, 0],
        [1, palette.ink, 0.45],
      ],
      0.5,
      0.5,
      0.75,
    )
  );
}

export const bbqDeckScene: Scene = { file: "bbq-deck.jpg", width: W, height: H, draw: drawBbq };
