import { mat } from "./materials";
import { palette } from "./palette";
import { box, type Camera, face, planeTilted, planeY, project } from "./perspective";
import { defs, glow, linearAt, n } from "./svg";

/** A sun lounger with its reclined back towards the camera and its foot towards the pool. */
export function lounger(cam: Camera, x: number, z0: number, z1: number, w = 0.68): string {
  const [x0, x1] = [x - w / 2, x + w / 2];
  return (
    box(
      cam,
      { x0: x0 + 0.06, x1: x1 - 0.06, y0: 0, y1: 0.2, z0: z0 + 0.1, z1: z1 - 0.1 },
      mat.charcoal,
    ) +
    box(cam, { x0, x1, y0: 0.2, y1: 0.27, z0, z1 }, mat.walnut) +
    box(
      cam,
      { x0: x0 + 0.03, x1: x1 - 0.03, y0: 0.27, y1: 0.35, z0: z0 + 0.55, z1: z1 - 0.03 },
      mat.linen,
    ) +
    box(
      cam,
      { x0: x0 + 0.08, x1: x1 - 0.08, y0: 0.35, y1: 0.42, z0: z1 - 0.4, z1: z1 - 0.14 },
      mat.navy,
    ) +
    face(cam, planeTilted(x0, x1, [0.27, z0 + 0.6], [0.82, z0 + 0.12]), mat.walnut.front) +
    face(cam, planeTilted(x0, x1, [0.82, z0 + 0.12], [0.86, z0 + 0.18]), mat.linen.top)
  );
}

/** Timber decking from the camera to the pool's stone coping, warmed by the low sun. */
export function timberDeck(
  cam: Camera,
  id: string,
  coping: number,
  pool: number,
  sunX: number,
): string {
  const [, y0] = project(cam, [0, 0, coping]);
  let joints = "";
  for (let x = -6; x <= 6; x += 0.16) {
    const a = project(cam, [x, 0, 0.8]);
    const b = project(cam, [x, 0, coping]);
    joints += `M${n(a[0])},${n(a[1])}L${n(b[0])},${n(b[1])}`;
  }
  return (
    defs(
      linearAt(
        id,
        [
          [0, "#A27C58"],
          [1, "#3E2B1D"],
        ],
        [0, y0],
        [0, cam.height],
      ),
    ) +
    face(cam, planeY(0, -6, 6, 0.8, coping), `url(#${id})`) +
    `<path d="${joints}" stroke="#2A1C12" stroke-opacity="0.22" stroke-width="1.2"/>` +
    face(cam, planeY(0.005, -6, 6, coping, pool), "#D9CDB9") +
    glow(`${id}-glow`, sunX + 60, y0 + 40, 520, 90, palette.peach, 0.22)
  );
}
