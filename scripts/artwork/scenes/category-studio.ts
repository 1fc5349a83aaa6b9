import { bedOnSideWall } from "../lib/beds";
import { wallArt } from "../lib/decor";
import { floorSheen, rug } from "../lib/floor";
import { chair, desk, table } from "../lib/furniture";
import {
  INTERIOR_H,
  INTERIOR_W,
  interiorCamera as cam,
  interiorGrade,
  suiteRoom as room,
  warmLook,
} from "../lib/interior";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import { sheer, windowView } from "../lib/view";
import type { Scene } from "../lib/scene";

/** Studio (type A): queen bed against a panelled wall, work desk opposite, full-height glazing. */
function drawStudio(): string {
  const { d, h } = room;
  return (
    roomShell(cam, room, warmLook("st")) +
    windowView(cam, {
      id: "st-win",
      x0: -2.3,
      x1: 2.3,
      y0: 0.05,
      y1: h - 0.12,
      z: d,
      panes: 5,
      seed: 11,
      jet: true,
    }) +
    sheer(cam, "st-sheer-l", -2.6, -2.05, h - 0.05, d - 0.02) +
    sheer(cam, "st-sheer-r", 2.0, 2.6, h - 0.05, d - 0.02) +
    floorSheen(cam, "st-sheen", -2.2, 2.2, d - 2.8, d) +
    plant(cam, 2.1, 6.5, 1.1, 5) +
    table(cam, -2.6, -2.1, 5.8, 6.3, 0.52, mat.walnut) +
    lamp(cam, "st-lamp", -2.35, 0.6, 6.05) +
    rug(cam, -1.4, 0.9, 3.3, 6.2, "#B9A990") +
    bedOnSideWall(cam, -2.6, { from: 3.9, to: 5.6, length: 2.05, throwColour: "navy" }) +
    wallArt(cam, "st-art", 2.595, 3.9, 5.1, 1.3, 2.0) +
    desk(cam, 2.0, 2.6, 3.3, 4.8) +
    lamp(cam, "st-desk-lamp", 2.35, 0.88, 4.55, 0.12) +
    chair(cam, 1.55, 3.8, 1) +
    interiorGrade("st")
  );
}

export const studioScene: Scene = {
  file: "category-studio.jpg",
  width: INTERIOR_W,
  height: INTERIOR_H,
  draw: drawStudio,
};
