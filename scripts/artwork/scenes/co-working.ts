import { floorShadow, floorSheen, rug } from "../lib/floor";
import { chair, table } from "../lib/furniture";
import { linearPendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import type { Scene } from "../lib/scene";
import { windowView } from "../lib/view";
import { warmLookWide, WIDE_H, WIDE_W, wideCamera, wideGrade } from "../lib/wide-room";
import { laptop, shelves } from "../lib/work";

const cam = wideCamera(1.5, 860);
const room = { halfW: 4.2, h: 3.2, d: 9.5, near: 0.5 };

/** A communal oak table with chairs along both sides and laptops open. */
function commonTable(x: number, z0: number, z1: number, id: string): string {
  // Far chairs first, so nearer ones overlap them.
  let chairs = "";
  for (let z = z1 - 1.2; z >= z0; z -= 1.0)
    chairs += chair(cam, x - 0.85, z, 1) + chair(cam, x + 0.85, z, -1);
  return (
    floorShadow(cam, `${id}-sh`, x - 0.55, x + 0.55, z0, z1) +
    chairs +
    table(cam, x - 0.55, x + 0.55, z0, z1, 0.75, mat.oak) +
    laptop(cam, x - 0.25, 0.75, z0 + 0.9) +
    laptop(cam, x + 0.25, 0.75, z0 + 2.2) +
    linearPendant(cam, `${id}-pend`, x - 0.5, x + 0.5, 2.2, (z0 + z1) / 2, room.h)
  );
}

/** Co-working floor: communal tables under linear pendants, a library wall, runway view. */
function drawCoWorking(): string {
  const { d, h } = room;
  return (
    roomShell(cam, room, warmLookWide("cw")) +
    windowView(cam, {
      id: "cw-win",
      x0: -4.1,
      x1: 4.1,
      y0: 0.05,
      y1: h - 0.1,
      z: d,
      panes: 7,
      seed: 66,
      jet: false,
    }) +
    floorSheen(cam, "cw-sheen", -4, 4, d - 3, d) +
    shelves(cam, -4.2, 2.2, 8.8, 2.9) +
    rug(cam, -2.6, 2.6, 3.0, 8.2, "#B0A089") +
    commonTable(-1.3, 3.4, 7.6, "cw-a") +
    commonTable(1.6, 3.4, 7.6, "cw-b") +
    plant(cam, 3.6, 8.8, 1.4, 71) +
    plant(cam, 3.7, 3.0, 1.1, 72) +
    wideGrade("cw")
  );
}

export const coWorkingScene: Scene = {
  file: "co-working.jpg",
  width: WIDE_W,
  height: WIDE_H,
  draw: drawCoWorking,
};
