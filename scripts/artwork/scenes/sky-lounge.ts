import { floorShadow, floorSheen, rug } from "../lib/floor";
import { armchair, sofa, table } from "../lib/furniture";
import { lamp, linearPendant, pendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { box } from "../lib/perspective";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import type { Scene } from "../lib/scene";
import { windowView } from "../lib/view";
import { stoneLook, WIDE_H, WIDE_W, wideCamera, wideGrade } from "../lib/wide-room";

const cam = wideCamera(1.45, 880);
const room = { halfW: 4.2, h: 3.4, d: 9, near: 0.5 };

/** A bar counter along the right wall with brass shelves and a row of stools. */
function bar(): string {
  const stools = [4.2, 5.1, 6.0]
    .map(
      (z) =>
        box(cam, { x0: 2.75, x1: 2.8, y0: 0, y1: 0.72, z0: z + 0.18, z1: z + 0.23 }, mat.brass) +
        box(cam, { x0: 2.58, x1: 2.98, y0: 0.72, y1: 0.8, z0: z, z1: z + 0.4 }, mat.navy),
    )
    .join("");
  return (
    box(cam, { x0: 3.3, x1: 4.2, y0: 0, y1: 1.05, z0: 3.8, z1: 7.4 }, mat.walnut) +
    box(cam, { x0: 3.25, x1: 4.2, y0: 1.05, y1: 1.1, z0: 3.75, z1: 7.45 }, mat.stone) +
    [1.6, 2.1]
      .map((y) => box(cam, { x0: 4.0, x1: 4.2, y0: y, y1: y + 0.03, z0: 4, z1: 7.2 }, mat.brass))
      .join("") +
    stools
  );
}

/** Residents' sky lounge: full-width glazing onto the runway at dusk, sofas, a bar. */
function drawSkyLounge(): string {
  const { d, h } = room;
  return (
    roomShell(cam, room, {
      ...stoneLook("sl", "#BFAF98"),
      floor: ["#8F6A48", "#3E2A1C"],
      joint: 0.18,
      tiles: false,
    }) +
    windowView(cam, {
      id: "sl-win",
      x0: -4.1,
      x1: 4.1,
      y0: 0.05,
      y1: h - 0.1,
      z: d,
      panes: 7,
      seed: 88,
      jet: true,
    }) +
    floorSheen(cam, "sl-sheen", -4, 4, d - 3.5, d) +
    plant(cam, -3.7, 8.4, 1.3, 41) +
    rug(cam, -3.0, 1.4, 3.4, 7.2, "#B4A48C") +
    floorShadow(cam, "sl-sofa-sh", -4.2, -3.2, 3.6, 6.6) +
    sofa(cam, -4.2, 3.6, 6.6, mat.oat) +
    table(cam, -2.4, -1.3, 4.4, 5.8, 0.38) +
    lamp(cam, "sl-lamp", -1.85, 0.4, 5.1, 0.1) +
    armchair(cam, -0.2, 4.0, -1, mat.navy) +
    armchair(cam, -0.2, 5.6, -1, mat.navy) +
    bar() +
    pendant(cam, "sl-p1", -1.8, 2.5, 5.2, h, 0.26) +
    linearPendant(cam, "sl-bar", 2.9, 4.0, 2.6, 5.6, h) +
    wideGrade("sl")
  );
}

export const skyLoungeScene: Scene = {
  file: "sky-lounge.jpg",
  width: WIDE_W,
  height: WIDE_H,
  draw: drawSkyLounge,
};
