import { wallPanel } from "../lib/decor";
import { floorShadow, floorSheen } from "../lib/floor";
import { mat } from "../lib/materials";
import { palette } from "../lib/palette";
import { box, type BoxPaint, face, planeX } from "../lib/perspective";
import { plant } from "../lib/plants";
import { roomShell } from "../lib/room";
import type { Scene } from "../lib/scene";
import { defs, linear } from "../lib/svg";
import { windowView } from "../lib/view";
import { WIDE_H, WIDE_W, wideCamera, wideGrade } from "../lib/wide-room";

const cam = wideCamera(1.55, 860);
const room = { halfW: 4.2, h: 3.3, d: 9.5, near: 0.5 };
const rubber: BoxPaint = { front: "#26272C", top: "#34363C", side: "#1E1F23" };

/** A treadmill facing the window: deck, side rails and a console on two posts. */
function treadmill(x: number, z: number): string {
  return (
    floorShadow(cam, `gy-tm-${x}`, x - 0.45, x + 0.45, z, z + 1.9) +
    box(cam, { x0: x - 0.42, x1: x + 0.42, y0: 0, y1: 0.22, z0: z, z1: z + 1.9 }, rubber) +
    box(
      cam,
      { x0: x - 0.3, x1: x + 0.3, y0: 0.22, y1: 0.23, z0: z + 0.05, z1: z + 1.6 },
      mat.charcoal,
    ) +
    [-0.4, 0.36]
      .map((dx) =>
        box(
          cam,
          { x0: x + dx, x1: x + dx + 0.04, y0: 0.2, y1: 1.3, z0: z + 1.6, z1: z + 1.66 },
          mat.brass,
        ),
      )
      .join("") +
    box(
      cam,
      { x0: x - 0.44, x1: x + 0.44, y0: 1.28, y1: 1.46, z0: z + 1.6, z1: z + 1.75 },
      rubber,
    ) +
    box(
      cam,
      { x0: x - 0.2, x1: x + 0.2, y0: 1.32, y1: 1.42, z0: z + 1.59, z1: z + 1.6 },
      { front: "#3E6E8A", top: "#3E6E8A", side: "#3E6E8A" },
    )
  );
}

/** A dumbbell rack against the right wall: three brass-edged tiers of weights. */
function rack(): string {
  let out = box(cam, { x0: 3.5, x1: 4.2, y0: 0, y1: 0.9, z0: 3.2, z1: 6.4 }, mat.walnut);
  for (const [i, y] of [0.35, 0.62, 0.9].entries())
    for (let z = 3.3; z < 6.3; z += 0.34)
      out += box(
        cam,
        { x0: 3.55 + i * 0.08, x1: 3.8 + i * 0.08, y0: y, y1: y + 0.12, z0: z, z1: z + 0.22 },
        rubber,
      );
  return out;
}

/** Residents' gym: treadmills facing full-height glazing, mirror wall, weights, rubber floor. */
function drawGym(): string {
  const { d, h } = room;
  return (
    roomShell(cam, room, {
      id: "gy",
      wall: ["#5E5448", "#B8AB98"],
      back: "#BFB3A0",
      floor: ["#4A4A50", "#1C1C20"],
      ceiling: ["#6E665A", "#D2C8B8"],
      joint: 0,
    }) +
    windowView(cam, {
      id: "gy-win",
      x0: -4.1,
      x1: 4.1,
      y0: 0.05,
      y1: h - 0.1,
      z: d,
      panes: 7,
      seed: 54,
      jet: true,
    }) +
    floorSheen(cam, "gy-sheen", -4, 4, d - 3, d) +
    defs(
      linear(
        "gy-mirror",
        [
          [0, "#8C98A6"],
          [0.5, "#D4DCE2"],
          [1, "#7A8794"],
        ],
        [0, 0, 1, 0],
      ),
    ) +
    face(cam, planeX(-4.195, 0.05, 2.6, 2.2, 8.8), "url(#gy-mirror)", 'fill-opacity="0.35"') +
    wallPanel(cam, -4.19, 2.2, 8.8, 2.6, 2.64, palette.gold) +
    [-2.6, -1.3, 0, 1.3].map((x) => treadmill(x, 5.4)).join("") +
    rack() +
    box(
      cam,
      { x0: -3.6, x1: -1.6, y0: 0, y1: 0.02, z0: 2.6, z1: 4.4 },
      { front: "#3B4660", top: "#3B4660", side: "#3B4660" },
    ) +
    plant(cam, 3.7, 8.6, 1.3, 61) +
    wideGrade("gy")
  );
}

export const gymScene: Scene = { file: "gym.jpg", width: WIDE_W, height: WIDE_H, draw: drawGym };
