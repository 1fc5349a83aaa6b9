import { mat } from "./materials";
import { box, type Camera } from "./perspective";

/** An open laptop on a table top at height y: a thin base and a tilted-up screen. */
export function laptop(cam: Camera, x: number, y: number, z: number): string {
  return (
    box(
      cam,
      { x0: x - 0.17, x1: x + 0.17, y0: y, y1: y + 0.015, z0: z, z1: z + 0.24 },
      mat.charcoal,
    ) +
    box(
      cam,
      { x0: x - 0.17, x1: x + 0.17, y0: y + 0.015, y1: y + 0.24, z0: z + 0.22, z1: z + 0.24 },
      {
        front: "#2E4A66",
        top: "#3C3D44",
        side: "#222327",
      },
    )
  );
}

/** Shelving on a side wall (x = wall): walnut uprights and shelves lined with books and objects. */
export function shelves(cam: Camera, wall: number, z0: number, z1: number, h: number): string {
  const d = wall < 0 ? 1 : -1;
  const span = (a: number, b: number) =>
    d > 0 ? { x0: wall + a, x1: wall + b } : { x0: wall - b, x1: wall - a };
  const tones = ["#7A3E2E", "#1D2B48", "#C4B6A1", "#8F7240", "#3B4660", "#D6CEC1"];
  let out = box(cam, { ...span(0, 0.38), y0: 0, y1: 0.9, z0, z1 }, mat.walnut);
  for (let y = 1.25; y < h; y += 0.45) {
    out += box(cam, { ...span(0, 0.34), y0: y, y1: y + 0.03, z0, z1 }, mat.walnut);
    let i = Math.round(y * 10);
    for (let z = z0 + 0.1; z < z1 - 0.2; z += 0.09 + (i % 3) * 0.03) {
      i += 1;
      if (i % 7 === 0) {
        z += 0.25;
        continue;
      }
      const top = y + 0.03 + 0.22 + (i % 4) * 0.04;
      const c = tones[i % tones.length] ?? "#C4B6A1";
      out += box(
        cam,
        { ...span(0.04, 0.3), y0: y + 0.03, y1: top, z0: z, z1: z + 0.06 },
        { front: c, top: c, side: c },
      );
    }
  }
  return out;
}
