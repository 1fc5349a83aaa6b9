import { palette } from "./palette";
import { type Camera, face, planeX } from "./perspective";
import { defs, linear } from "./svg";

/** A framed abstract artwork on a side wall (x = wall) between z0 and z1. */
export function wallArt(
  cam: Camera,
  id: string,
  wall: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
): string {
  const m = 0.05;
  return (
    defs(
      linear(
        id,
        [
          [0, "#D9C29A"],
          [0.5, "#B58A5E"],
          [0.75, "#334A6A"],
          [1, "#1E2C48"],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    face(cam, planeX(wall, y0 - m, y1 + m, z0 - m, z1 + m), palette.goldDeep) +
    face(cam, planeX(wall, y0, y1, z0, z1), `url(#${id})`)
  );
}

/** A flat panel on a wall plane (x = wall): a TV, mirror or upholstered headboard. */
export function wallPanel(
  cam: Camera,
  wall: number,
  z0: number,
  z1: number,
  y0: number,
  y1: number,
  fill: string,
  attrs = "",
): string {
  return face(cam, planeX(wall, y0, y1, z0, z1), fill, attrs);
}
