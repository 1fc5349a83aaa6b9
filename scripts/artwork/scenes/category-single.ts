import { bedFacing } from "../lib/beds";
import { wallArt, wallPanel } from "../lib/decor";
import { floorShadow, rug } from "../lib/floor";
import { armchair, desk, sofa, table } from "../lib/furniture";
import {
  interiorCamera as cam,
  interiorGrade,
  interiorScene,
  suiteRoom as room,
} from "../lib/interior";
import { lamp, pendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { face, planeY, planeZ, project } from "../lib/perspective";
import { plant } from "../lib/plants";
import { glazedSuite } from "../lib/suite";
import { defs, linear, points, rect } from "../lib/svg";

/** The bedroom beyond the living room, seen through a wide opening in the back wall. */
function bedroomBeyond(): string {
  const { d, h } = room;
  const [x0, x1] = [0.8, 2.2];
  const back = d + 3.6;
  const clip = [
    project(cam, [x0, 0, d]),
    project(cam, [x1, 0, d]),
    project(cam, [x1, 2.4, d]),
    project(cam, [x0, 2.4, d]),
  ];
  const [fx0, fy0] = project(cam, [x0 - 0.07, 2.47, d]);
  const [fx1, fy1] = project(cam, [x1 + 0.07, 0, d]);
  return (
    defs(
      `<clipPath id="sg-open"><polygon points="${points(clip)}"/></clipPath>`,
      linear("sg-bed-wall", [
        [0, "#8F775E"],
        [1, "#B99A74"],
      ]),
    ) +
    rect(fx0, fy0, fx1 - fx0, fy1 - fy0, "#4A3426") +
    `<g clip-path="url(#sg-open)">` +
    face(cam, planeZ(back, -1, 4, 0, h), "url(#sg-bed-wall)") +
    face(cam, planeY(0, -1, 4, d, back), "#6A4C34") +
    face(cam, planeY(h, -1, 4, d, back), "#A8967E") +
    lamp(cam, "sg-bed-lamp", 2.75, 0.62, back - 0.3) +
    wallArt(cam, "sg-bed-art", 4, d + 1, d + 2.4, 1.3, 1.9) +
    bedFacing(cam, back - 2.15, {
      id: "sg-bed",
      from: 0.7,
      to: 2.3,
      length: 2.1,
      throwColour: "gold",
    }) +
    `</g>`
  );
}

/** Single suite (type B): a separate living area with sofa and media wall, bedroom beyond. */
function drawSingle(): string {
  return (
    glazedSuite("sg", {
      seed: 23,
      jet: true,
      glass: [-2.35, 0.35],
      panes: 3,
      sheers: [{ x0: -2.6, x1: -2.1 }],
      sheen: { depth: 2.5, x1: 0.3 },
      beyond: bedroomBeyond(),
    }) +
    plant(cam, 0.05, 6.55, 1.0, 9) +
    wallPanel(cam, 2.595, 3.2, 5.8, 0.0, 2.4, "#5A4030", 'fill-opacity="0.85"') +
    wallPanel(cam, 2.59, 3.75, 5.15, 0.95, 1.7, "#16171B") +
    desk(cam, 2.15, 2.6, 3.4, 5.6, 0.5, mat.walnut) +
    rug(cam, -1.9, 0.7, 3.1, 6.0, "#B0A089") +
    floorShadow(cam, "sg-sofa-sh", -2.6, -1.65, 3.3, 5.7) +
    sofa(cam, -2.6, 3.3, 5.7) +
    table(cam, -1.25, -0.35, 3.9, 5.0, 0.4) +
    pendant(cam, "sg-pend", -0.8, 2.05, 4.45, room.h) +
    floorShadow(cam, "sg-arm-sh", 0.35, 1.15, 4.0, 4.85) +
    armchair(cam, 0.8, 4.0, -1) +
    interiorGrade("sg")
  );
}

export const singleScene = interiorScene("category-single.jpg", drawSingle);
