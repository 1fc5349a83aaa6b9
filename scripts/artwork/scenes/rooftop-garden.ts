import { palm } from "../lib/landscape";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { glassBalustrade } from "../lib/outdoor";
import { palette } from "../lib/palette";
import { box, type Camera, face, planeY, project } from "../lib/perspective";
import { hedge } from "../lib/plants";
import { distantLand } from "../lib/pool";
import { createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, skyRect, stars } from "../lib/sky";
import { defs, glow, linearAt, vignette } from "../lib/svg";
import { aircraft } from "../lib/aircraft";

const W = 1600;
const H = 1200;
const cam: Camera = { cx: 800, cy: 540, f: 1000, eye: 1.6, width: W, height: H };
const EDGE = 15;

/** Lawn either side of a pale stone path that leads to the glass edge. */
function ground(): string {
  const [, yEdge] = project(cam, [0, 0, EDGE]);
  return (
    defs(
      linearAt(
        "rg-lawn",
        [
          [0, "#3E4A36"],
          [1, "#14201A"],
        ],
        [0, yEdge],
        [0, H],
      ),
      linearAt(
        "rg-path",
        [
          [0, "#D9CDB9"],
          [1, "#8A7E6C"],
        ],
        [0, yEdge],
        [0, H],
      ),
    ) +
    face(cam, planeY(0, -8, 8, 0.6, EDGE), "url(#rg-lawn)") +
    face(cam, planeY(0.01, -0.8, 0.8, 0.6, EDGE), "url(#rg-path)")
  );
}

function planting(): string {
  const rng = createRng(4);
  const palmAt = (x: number, z: number, lean: number, hM: number) => {
    const [px, py] = project(cam, [x, 0.5, z]);
    return palm({
      x: px,
      baseY: py,
      height: (hM * cam.f) / z,
      lean,
      fill: "#16241D",
      rim: palette.gold,
    });
  };
  let out = "";
  for (const z of [12.5, 10, 7.5]) {
    for (const side of [-1, 1]) {
      const x = side * 2.4;
      out +=
        box(cam, { x0: x - 0.9, x1: x + 0.9, y0: 0, y1: 0.45, z0: z, z1: z + 1.6 }, mat.charcoal) +
        hedge(
          cam,
          x - 0.85,
          x + 0.85,
          z + 0.05,
          z + 1.55,
          0.45,
          0.85,
          Math.round(z * 10 + side * 7 + 100),
        );
    }
    out +=
      palmAt(-2.4, z + 0.8, Math.round((rng() - 0.5) * 60), 3.2) +
      palmAt(2.4, z + 0.8, Math.round((rng() - 0.5) * 60), 3.2);
  }
  return out;
}

/** A slatted timber bench on two charcoal legs. */
function bench(x0: number, x1: number): string {
  const leg = (x: number) =>
    box(cam, { x0: x, x1: x + 0.08, y0: 0, y1: 0.38, z0: 4.25, z1: 4.65 }, mat.charcoal);
  return (
    leg(x0 + 0.15) +
    leg(x1 - 0.23) +
    box(cam, { x0, x1, y0: 0.38, y1: 0.45, z0: 4.2, z1: 4.7 }, mat.oak)
  );
}

/** Lantern bollards along the path and two benches facing each other. */
function furniture(): string {
  let out = "";
  for (const z of [11.5, 9, 6.5, 4]) {
    for (const x of [-1.0, 1.0]) {
      out += box(
        cam,
        { x0: x - 0.06, x1: x + 0.06, y0: 0, y1: 0.55, z0: z, z1: z + 0.12 },
        mat.charcoal,
      );
      out += lamp(cam, `rg-l-${x}-${z}`, x, 0.56, z + 0.06, 0.07);
    }
  }
  return out + bench(-3.4, -1.6) + bench(1.6, 3.4);
}

/** Rooftop garden: a stone path between palms and clipped hedges towards the evening view. */
function drawRooftopGarden(): string {
  const [, yEdge] = project(cam, [0, 0, EDGE]);
  return (
    skyRect("rg-sky", 0, 0, W, cam.cy + 2) +
    stars(createRng(31), W, 260, 40) +
    glow("rg-sun", 820, cam.cy, 760, 280, "#FFD49A", 0.55) +
    cloudStreaks("rg-clouds", [
      { x: 400, y: 420, w: 700, h: 14, alpha: 0.26 },
      { x: 1200, y: 470, w: 800, h: 12, alpha: 0.22 },
    ]) +
    aircraft("rg-jet", 1260, 230, 90, 12) +
    distantLand(cam, "rg-land", cam.cy, yEdge + 2) +
    ground() +
    glassBalustrade(cam, EDGE, 8) +
    planting() +
    furniture() +
    vignette(
      "rg-vig",
      W,
      H,
      [
        [0.55, palette.ink, 0],
        [1, palette.ink, 0.45],
      ],
      0.5,
      0.5,
      0.75,
    )
  );
}

export const rooftopGardenScene: Scene = {
  file: "rooftop-garden.jpg",
  width: W,
  height: H,
  draw: drawRooftopGarden,
};
