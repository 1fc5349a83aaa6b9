import { mat } from "./materials";
import { palette } from "./palette";
import { box, type Camera, face, planeY, planeZ, project } from "./perspective";
import { defs, ellipse, glow, linearAt } from "./svg";

/** A timber pergola overhead (y = h) from the camera out to z = edge, on slim bronze columns. */
export function pergola(cam: Camera, id: string, h: number, edge: number, halfW: number): string {
  const near = 0.4;
  const edgeY = project(cam, [0, h, edge])[1];
  let slats = "";
  for (let z = edge - 0.1; z > 0.9; z -= 0.16) {
    slats += face(
      cam,
      planeY(h - 0.08, -halfW, halfW, z, z + 0.035),
      "#3A291D",
      'fill-opacity="0.8"',
    );
  }
  const lights: string[] = [];
  for (const x of [-1.6, 0, 1.6]) {
    const [lx, ly] = project(cam, [x, h - 0.1, edge - 0.6]);
    lights.push(
      glow(`${id}-dl${x}`, lx, ly + 6, 60, 22, "#FFE0B0", 0.55),
      ellipse(lx, ly, 9, 3, "#FFF6E2"),
    );
  }
  const column = (x: number) =>
    box(cam, { x0: x - 0.09, x1: x + 0.09, y0: 0, y1: h, z0: edge - 0.18, z1: edge }, mat.charcoal);
  return (
    defs(
      linearAt(
        `${id}-under`,
        [
          [0, "#5A4130"],
          [1, "#A07A56"],
        ],
        [0, 0],
        [0, edgeY],
      ),
    ) +
    face(cam, planeY(h, -halfW, halfW, near, edge), `url(#${id}-under)`) +
    slats +
    face(cam, planeZ(edge, -halfW, halfW, h - 0.22, h), "#2E231C") +
    face(cam, planeZ(edge, -halfW, halfW, h - 0.24, h - 0.2), palette.gold) +
    lights.join("") +
    column(-halfW + 0.2) +
    column(halfW - 0.2)
  );
}
