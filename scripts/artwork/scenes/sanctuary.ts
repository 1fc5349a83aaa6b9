import { aircraft } from "../lib/aircraft";
import { palm } from "../lib/landscape";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { palette } from "../lib/palette";
import { pergola } from "../lib/pergola";
import { box, type Camera, project } from "../lib/perspective";
import { hedge } from "../lib/plants";
import { distantLand, infinityPool } from "../lib/pool";
import { createRng } from "../lib/random";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { glow, vignette } from "../lib/svg";
import { lounger, timberDeck } from "../lib/terrace";
import type { Scene } from "../lib/scene";

const W = 1600;
const H = 1200;
const cam: Camera = { cx: 800, cy: 520, f: 1000, eye: 1.6, width: W, height: H };
const COPING = 6.1;
const POOL = 6.45;
const EDGE = 16;
const SUN_X = 620;

function skyAndView(): string {
  const edgeY = project(cam, [0, 0, EDGE])[1];
  return (
    skyRect("sn-sky", 0, 0, W, cam.cy + 2) +
    stars(createRng(77), W, 260, 40) +
    glow("sn-sun", SUN_X, cam.cy, 760, 300, "#FFD49A", 0.55) +
    cloudStreaks("sn-clouds", [
      { x: 420, y: 410, w: 700, h: 16, alpha: 0.28 },
      { x: 1200, y: 455, w: 820, h: 14, alpha: 0.24 },
      { x: 900, y: 330, w: 900, h: 24, alpha: 0.12 },
    ]) +
    aircraft("sn-jet", 1180, 250, 80, 11) +
    distantLand(cam, "sn-land", cam.cy, edgeY + 2)
  );
}

function gardens(): string {
  const planter = (x: number) =>
    box(cam, { x0: x - 0.55, x1: x + 0.55, y0: 0, y1: 0.45, z0: 4.4, z1: 6.0 }, mat.charcoal) +
    hedge(cam, x - 0.5, x + 0.5, 4.45, 5.95, 0.45, 0.8, Math.round(x * 10) + 50);
  const palmAt = (x: number, z: number, lean: number, hM: number) => {
    const [px, py] = project(cam, [x, 0.5, z]);
    return palm({
      x: px,
      baseY: py,
      height: (hM * cam.f) / z,
      lean,
      fill: "#1A2A22",
      rim: palette.gold,
    });
  };
  return (
    palmAt(-3.5, 7.2, 30, 2.8) +
    palmAt(3.6, 7.4, -20, 2.7) +
    palmAt(-3.3, 5.4, -30, 2.3) +
    palmAt(3.2, 5.3, 40, 2.2) +
    planter(-3.2) +
    planter(3.2)
  );
}

function lounge(): string {
  const table = (x: number) =>
    box(cam, { x0: x - 0.2, x1: x + 0.2, y0: 0, y1: 0.42, z0: 4.5, z1: 4.9 }, mat.walnut);
  return (
    lounger(cam, -2.35, 4.0, 5.9) +
    lounger(cam, 2.35, 4.0, 5.9) +
    table(-1.85) +
    table(1.85) +
    lamp(cam, "sn-lamp-l", -1.85, 0.44, 4.7, 0.1) +
    lamp(cam, "sn-lamp-r", 1.85, 0.44, 4.7, 0.1) +
    lounger(cam, -1.35, 4.0, 5.9) +
    lounger(cam, 1.35, 4.0, 5.9)
  );
}

/** Sky-garden sanctuary: an infinity pool at dusk, loungers under a timber pergola, palms. */
function drawSanctuary(): string {
  return (
    skyAndView() +
    infinityPool(cam, "sn-pool", POOL, EDGE, SUN_X) +
    timberDeck(cam, "sn-deck", COPING, POOL, SUN_X) +
    gardens() +
    lounge() +
    pergola(cam, "sn-pergola", 2.9, 3.5, 3.6) +
    vignette(
      "sn-vig",
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

export const sanctuaryScene: Scene = {
  file: "sanctuary.jpg",
  width: W,
  height: H,
  draw: drawSanctuary,
};
