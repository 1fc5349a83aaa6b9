import { wallArt, wallPanel } from "../lib/decor";
import { floorShadow, floorSheen, rug } from "../lib/floor";
import { chair, table } from "../lib/furniture";
import { linearPendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import type { Scene } from "../lib/scene";
import { windowView } from "../lib/view";
import { warmLookWide, WIDE_H, WIDE_W, wideCamera, wideGrade } from "../lib/wide-room";
import { laptop } from "../lib/work";

const cam = wideCamera(1.45, 980);
const room = { halfW: 3.0, h: 3.0, d: 8.2, near: 0.5 };

/** Boardroom: a long walnut table for twelve, a media wall and the airfield beyond the glass. */
function drawMeeting(): string {
  const { d, h } = room;
  // Far chairs first, so nearer ones overlap them.
  let chairs = "";
  for (let z = 6.6; z >= 3.0; z -= 0.9)
    chairs += chair(cam, -1.0, z, 1, mat.navy) + chair(cam, 1.0, z, -1, mat.navy);
  return (
    roomShell(cam, room, warmLookWide("mr")) +
    windowView(cam, {
      id: "mr-win",
      x0: -2.9,
      x1: 2.9,
      y0: 0.05,
      y1: h - 0.1,
      z: d,
      panes: 5,
      seed: 99,
      jet: true,
    }) +
    floorSheen(cam, "mr-sheen", -2.8, 2.8, d - 2.5, d) +
    wallPanel(cam, 2.995, 2.6, 6.8, 0, h, "#5A4030") +
    wallPanel(cam, 2.99, 3.4, 6.0, 0.95, 2.2, "#16171B") +
    wallArt(cam, "mr-art", -2.995, 3.2, 5.6, 1.2, 2.1) +
    rug(cam, -1.8, 1.8, 2.5, 7.6, "#3B4660") +
    floorShadow(cam, "mr-sh", -0.7, 0.7, 2.8, 7.2) +
    chairs +
    table(cam, -0.7, 0.7, 2.8, 7.2, 0.76, mat.walnut) +
    laptop(cam, -0.35, 0.76, 3.3) +
    laptop(cam, 0.35, 0.76, 4.6) +
    linearPendant(cam, "mr-pend", -0.6, 0.6, 2.15, 4.2, h) +
    linearPendant(cam, "mr-pend2", -0.6, 0.6, 2.15, 6.0, h) +
    plant(cam, -2.5, 7.6, 1.2, 81) +
    wideGrade("mr")
  );
}

export const meetingRoomScene: Scene = {
  file: "meeting-room.jpg",
  width: WIDE_W,
  height: WIDE_H,
  draw: drawMeeting,
};
