import type { Camera } from "./perspective";
import type { RoomLook } from "./room";
import { palette } from "./palette";
import { rect, vignette } from "./svg";

/** Frame and camera for the larger shared spaces (lobby, lounge, gym, work rooms). */
export const WIDE_W = 1600;
export const WIDE_H = 1200;

export const wideCamera = (eye = 1.5, f = 900): Camera => ({
  cx: WIDE_W / 2,
  cy: 600,
  f,
  eye,
  width: WIDE_W,
  height: WIDE_H,
});

/** Stone-tiled public-area look: warm walls, pale travertine floor. */
export function stoneLook(id: string, back = "#CDBFA8"): RoomLook {
  return {
    id,
    wall: ["#6E5E4C", "#CDBDA6"],
    back,
    floor: ["#D8CDBB", "#8C806E"],
    ceiling: ["#7E725F", "#DCD2C1"],
    joint: 0.9,
    tiles: true,
  };
}

/** The same dusk grade the suite interiors use, for the wide frame. */
export function wideGrade(id: string): string {
  return (
    rect(0, 0, WIDE_W, WIDE_H, "#FFB870", 'fill-opacity="0.04"') +
    vignette(
      `${id}-vig`,
      WIDE_W,
      WIDE_H,
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

/** Warm timber-floored look for the work rooms. */
export function warmLookWide(id: string): RoomLook {
  return {
    id,
    wall: ["#7E6C58", "#D8CAB6"],
    back: "#DCCFBC",
    floor: ["#B89066", "#4E3624"],
    ceiling: ["#8E826F", "#E6DCCB"],
    joint: 0.2,
  };
}
