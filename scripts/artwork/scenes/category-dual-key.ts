import { wallArt } from "../lib/decor";
import { backDoor } from "../lib/entrance";
import { floorShadow, rug } from "../lib/floor";
import { desk } from "../lib/furniture";
import {
  interiorCamera as cam,
  interiorGrade,
  interiorScene,
  suiteRoom as room,
  warmLook,
} from "../lib/interior";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { palette } from "../lib/palette";
import { box, face, planeZ, project, sized } from "../lib/perspective";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import { ellipse } from "../lib/svg";

/** Vertical walnut slats across the back wall of the private lobby. */
function slats(z: number, h: number): string {
  let out = "";
  for (let x = -2.6; x < 2.6; x += 0.12)
    out += face(cam, planeZ(z, x, x + 0.03, 0, h), "#000", 'fill-opacity="0.14"');
  return out;
}

/** Dual-key (type D): a private lobby with two separate front doors, one suite and one studio. */
function drawDualKey(): string {
  const d = 6.2;
  const r = { ...room, d };
  const [mx, my] = project(cam, [0, 1.6, d]);
  const mr = (cam.f / d) * 0.42;
  return (
    roomShell(cam, r, {
      ...warmLook("dk", "#7A5A42"),
      floor: ["#D9CFC0", "#8F8474"],
      joint: 0.6,
      tiles: true,
    }) +
    slats(d, r.h) +
    backDoor(cam, { id: "dk-a", x0: -2.05, x1: -1.0, z: d, h: 2.3, open: true, letter: "A" }) +
    backDoor(cam, { id: "dk-b", x0: 1.0, x1: 2.05, z: d, h: 2.3, open: false, letter: "B" }) +
    ellipse(mx, my, mr + 4, mr + 4, palette.gold) +
    ellipse(mx, my, mr, mr, "#C9B79A") +
    ellipse(
      mx - mr * 0.2,
      my - mr * 0.25,
      mr * 0.6,
      mr * 0.5,
      palette.white,
      'fill-opacity="0.18"',
    ) +
    floorShadow(cam, "dk-console-sh", -0.6, 0.6, d - 0.4, d) +
    desk(cam, -0.6, 0.6, d - 0.4, d - 0.02, 0.82, mat.walnut) +
    lamp(cam, "dk-lamp", 0.35, 0.86, d - 0.2, 0.13) +
    box(cam, sized(-0.4, 0.82, d - 0.28, 0.16, 0.3, 0.16), mat.brass) +
    wallArt(cam, "dk-art-l", -2.595, 3.0, 4.6, 1.2, 2.0) +
    wallArt(cam, "dk-art-r", 2.595, 3.0, 4.6, 1.2, 2.0) +
    rug(cam, -0.8, 0.8, 2.2, 5.6, "#3B4660") +
    plant(cam, 2.15, 4.3, 1.2, 21) +
    interiorGrade("dk")
  );
}

export const dualKeyScene = interiorScene("category-dual-key.jpg", drawDualKey);
