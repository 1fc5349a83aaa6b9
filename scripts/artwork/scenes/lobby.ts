import { wallArt } from "../lib/decor";
import { floorShadow, rug } from "../lib/floor";
import { armchair, table } from "../lib/furniture";
import { lamp, pendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { palette } from "../lib/palette";
import { box, face, planeZ, project } from "../lib/perspective";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import type { Scene } from "../lib/scene";
import { defs, glow, linear, n } from "../lib/svg";
import { SERIF } from "../lib/type";
import { stoneLook, WIDE_H, WIDE_W, wideCamera, wideGrade } from "../lib/wide-room";

const cam = wideCamera(1.5, 820);
const room = { halfW: 4.4, h: 4.6, d: 11, near: 0.5 };

/** Walnut fins across the back wall with a backlit onyx panel behind the reception desk. */
function featureWall(): string {
  const { d, h } = room;
  let fins = "";
  for (let x = -4.4; x < 4.4; x += 0.22)
    fins += face(cam, planeZ(d - 0.01, x, x + 0.06, 0, h), "#3A2A1E", 'fill-opacity="0.35"');
  const [tx, ty] = project(cam, [0, 3.55, d - 0.02]);
  return (
    face(cam, planeZ(d - 0.005, -4.4, 4.4, 0, h), "#6A4C36") +
    fins +
    defs(
      linear("lb-onyx", [
        [0, "#F3D9A8"],
        [0.5, "#E4B978"],
        [1, "#B9875A"],
      ]),
    ) +
    face(cam, planeZ(d - 0.03, -2.2, 2.2, 0.9, 3.1), "url(#lb-onyx)") +
    glow(
      "lb-onyx-glow",
      project(cam, [0, 2, d])[0],
      project(cam, [0, 2, d])[1],
      420,
      260,
      "#FFD9A0",
      0.35,
    ) +
    `<text x="${n(tx)}" y="${n(ty)}" text-anchor="middle" font-family="${SERIF}" font-size="34" letter-spacing="8" fill="${palette.gold}">SKYHAVEN</text>`
  );
}

/** A long reception desk: walnut body, stone top and a thin brass reveal. */
function reception(): string {
  const z0 = 8.7;
  return (
    floorShadow(cam, "lb-desk-sh", -2.3, 2.3, z0, z0 + 0.8) +
    box(cam, { x0: -2.3, x1: 2.3, y0: 0, y1: 1.05, z0, z1: z0 + 0.8 }, mat.walnut) +
    box(cam, { x0: -2.3, x1: 2.3, y0: 0.12, y1: 0.16, z0: z0 - 0.01, z1: z0 + 0.8 }, mat.brass) +
    box(cam, { x0: -2.4, x1: 2.4, y0: 1.05, y1: 1.12, z0: z0 - 0.06, z1: z0 + 0.86 }, mat.stone) +
    lamp(cam, "lb-desk-lamp", 1.7, 1.13, z0 + 0.4, 0.16)
  );
}

function lounge(): string {
  return (
    rug(cam, -3.4, -0.9, 3.6, 6.6, "#3B4660") +
    rug(cam, 0.9, 3.4, 3.6, 6.6, "#3B4660") +
    [-1, 1]
      .map((side) => {
        const x = side * 3.4;
        return (
          floorShadow(cam, `lb-arm-${side}`, x - 0.5, x + 0.5, 4.1, 5) +
          armchair(cam, x, 4.1, side > 0 ? -1 : 1, mat.navy) +
          armchair(cam, x, 5.4, side > 0 ? -1 : 1, mat.oat) +
          table(cam, side * 2.2 - 0.45, side * 2.2 + 0.45, 4.5, 5.6, 0.42)
        );
      })
      .join("")
  );
}

/** Arrival lobby: double-height hall, backlit reception, lounge seating either side. */
function drawLobby(): string {
  return (
    roomShell(cam, room, stoneLook("lb")) +
    featureWall() +
    wallArt(cam, "lb-art-l", -4.395, 5.0, 7.4, 1.6, 3.2) +
    wallArt(cam, "lb-art-r", 4.395, 5.0, 7.4, 1.6, 3.2) +
    plant(cam, -3.6, 9.8, 1.6, 31) +
    plant(cam, 3.6, 9.8, 1.6, 32) +
    reception() +
    lounge() +
    [-2.2, 0, 2.2].map((x, i) => pendant(cam, `lb-p${i}`, x, 3.2, 7.2, room.h, 0.32)).join("") +
    [-2.6, 2.6].map((x, i) => pendant(cam, `lb-q${i}`, x, 3.0, 4.8, room.h, 0.28)).join("") +
    wideGrade("lb")
  );
}

export const lobbyScene: Scene = {
  file: "lobby.jpg",
  width: WIDE_W,
  height: WIDE_H,
  draw: drawLobby,
};
