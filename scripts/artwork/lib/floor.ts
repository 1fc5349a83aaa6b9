import { palette } from "./palette";
import { type Camera, face, planeY } from "./perspective";
import { defs, linear } from "./svg";

/** A flat rug lying on the floor. */
export function rug(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fill: string,
  border: string = palette.gold,
): string {
  const e = 0.06;
  return (
    face(cam, planeY(0.004, x0, x1, z0, z1), border, 'fill-opacity="0.8"') +
    face(cam, planeY(0.006, x0 + e, x1 - e, z0 + e, z1 - e), fill)
  );
}

/** Light from the window lying across the floor in front of it. */
export function floorSheen(
  cam: Camera,
  id: string,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
): string {
  return (
    defs(
      linear(id, [
        [0, "#FFE4BC", 0.32],
        [1, "#FFE4BC", 0],
      ]),
    ) +
    face(
      cam,
      [
        [x0, 0.003, z1],
        [x1, 0.003, z1],
        [x1 + 0.3, 0.003, z0],
        [x0 - 0.3, 0.003, z0],
      ],
      `url(#${id})`,
    )
  );
}

/** A soft contact shadow on the floor under a piece of furniture. */
export function floorShadow(
  cam: Camera,
  id: string,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  alpha = 0.28,
): string {
  const e = 0.08;
  const blur = Math.round((cam.f / ((z0 + z1) / 2)) * 0.03);
  return (
    defs(
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`,
    ) +
    face(
      cam,
      planeY(0.002, x0 - e, x1 + e, z0 - e, z1 + e),
      "#20140C",
      `fill-opacity="${alpha}" filter="url(#${id})"`,
    )
  );
}
