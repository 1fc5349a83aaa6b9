import { aircraft } from "../lib/aircraft";
import { runway } from "../lib/airport";
import { armchair, table } from "../lib/furniture";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { deckFloor, glassBalustrade } from "../lib/outdoor";
import { palette } from "../lib/palette";
import type { Camera } from "../lib/perspective";
import { distantLand } from "../lib/pool";
import { createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { glow, vignette } from "../lib/svg";
import { controlTower, terminal } from "../lib/terminal";

const W = 1600;
const H = 1200;
const cam: Camera = { cx: 800, cy: 640, f: 1000, eye: 1.25, width: W, height: H };

/** The view from a suite's balcony: an airliner on final approach over the lit runway. */
function drawRunwayView(): string {
  return (
    skyRect("rv-sky", 0, 0, W, cam.cy + 2) +
    stars(createRng(5), W, 300, 50) +
    glow("rv-sun", 1100, cam.cy, 800, 280, "#FFD49A", 0.6) +
    cloudStreaks("rv-clouds", [
      { x: 500, y: 520, w: 800, h: 16, alpha: 0.3 },
      { x: 1300, y: 560, w: 700, h: 12, alpha: 0.25 },
      { x: 800, y: 420, w: 1000, h: 26, alpha: 0.12 },
    ]) +
    distantLand(cam, "rv-land", cam.cy, H) +
    terminal(1080, 1480, cam.cy + 18, 16) +
    controlTower(1540, cam.cy + 18, 90) +
    runway("rv-rwy", 260, 1240, cam.cy + 40, 16) +
    aircraft("rv-jet", 620, 390, 420, -4) +
    glow("rv-jet-beam", 860, 420, 160, 40, palette.champagne, 0.35) +
    deckFloor(cam, "rv-deck", 4, 0.6, 4.2) +
    glassBalustrade(cam, 4.2, 4) +
    armchair(cam, -1.3, 2.3, 1, mat.oat) +
    table(cam, -0.3, 0.3, 2.6, 3.2, 0.5, mat.walnut) +
    lamp(cam, "rv-lamp", 0, 0.52, 2.9, 0.09) +
    armchair(cam, 1.3, 2.3, -1, mat.oat) +
    vignette(
      "rv-vig",
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

export const runwayViewScene: Scene = {
  file: "runway-view.jpg",
  width: W,
  height: H,
  draw: drawRunwayView,
};
