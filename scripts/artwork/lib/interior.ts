import { palette } from "./palette";
import { rect, vignette } from "./svg";
import type { Camera } from "./perspective";
import type { Room, RoomLook } from "./room";
import type { Scene } from "./scene";

/** Shared frame, camera and room for the unit-category interiors. */
export const INTERIOR_W = 1600;
export const INTERIOR_H = 1200;
export const interiorCamera: Camera = {
  cx: 800,
  cy: 560,
  f: 1120,
  eye: 1.35,
  width: INTERIOR_W,
  height: INTERIOR_H,
};
export const suiteRoom: Room = { halfW: 2.6, h: 2.85, d: 7, near: 0.45 };

/** Warm greige walls, oak floor, soft ceiling. */
export function warmLook(id: string, back = "#DCCFBC"): RoomLook {
  return {
    id,
    wall: ["#7E6C58", "#D8CAB6"],
    back,
    floor: ["#B89066", "#4E3624"],
    ceiling: ["#8E826F", "#E6DCCB"],
    joint: 0.2,
  };
}

/** Final grade: a gentle vignette and a whisper of warmth, like a lens at dusk. */
export function interiorGrade(id: string): string {
  return (
    rect(0, 0, INTERIOR_W, INTERIOR_H, "#FFB870", 'fill-opacity="0.04"') +
    vignette(
      `${id}-vig`,
      INTERIOR_W,
      INTERIOR_H,
      [
        [0.5, palette.ink, 0],
        [0.85, palette.ink, 0.22],
        [1, palette.ink, 0.45],
      ],
      0.5,
      0.5,
      0.72,
    )
  );
}

/** A unit-category interior image in the shared frame. */
export const interiorScene = (file: string, draw: () => string): Scene => ({
  file,
  width: INTERIOR_W,
  height: INTERIOR_H,
  draw,
});
