import { aircraft } from "../lib/aircraft";
import {
  type Sphere,
  sphereBox,
  sphereFace,
  sphereLine,
  sphereProject,
  toPixel,
} from "../lib/equirect";
import { palm } from "../lib/landscape";
import { mat } from "../lib/materials";
import { palette } from "../lib/palette";
import type { V3 } from "../lib/perspective";
import { between, createRng } from "../lib/random";
import type { Scene } from "../lib/scene";
import { cloudStreaks, stars } from "../lib/sky";
import { defs, ellipse, fillAlpha, glow, linear, linearAt, n, rect } from "../lib/svg";
import { SANS } from "../lib/type";

/** The sky terrace on the roof of tower B, 360° around, as an equirectangular image. */
export const PANO_W = 4096;
export const PANO_H = 2048;
const s: Sphere = { width: PANO_W, height: PANO_H, eye: 1.6 };
const HZ = PANO_H / 2;
/** The deck runs to a glass edge this far from the viewer (metres); the pool ends at the front edge. */
const EDGE = 8.5;
/** Roof level above the surrounding plain, metres. */
const HEIGHT = 160;

function sky(): string {
  const rng = createRng(360);
  return (
    defs(
      linear("pn-sky", [
        [0, palette.navyDeep],
        [0.45, palette.navy],
        [0.75, "#2A3558"],
        [0.92, "#4E4768"],
        [1, "#8E6A78"],
      ]),
    ) +
    rect(0, 0, PANO_W, HZ + 4, "url(#pn-sky)") +
    stars(rng, PANO_W, HZ * 0.6, 260) +
    // The sunset sits straight ahead, over the runway; the opposite sky stays blue.
    glow("pn-sun-wide", PANO_W / 2, HZ, 1500, 420, "#E9A877", 0.75) +
    glow("pn-sun", PANO_W / 2, HZ, 700, 170, "#FFD49A", 0.85) +
    glow("pn-sun-core", PANO_W / 2, HZ, 260, 50, "#FFE6BA", 0.8) +
    cloudStreaks("pn-clouds", [
      { x: 1500, y: HZ - 120, w: 900, h: 22, alpha: 0.3 },
      { x: 2600, y: HZ - 80, w: 1100, h: 16, alpha: 0.26 },
      { x: 2100, y: HZ - 220, w: 1300, h: 34, alpha: 0.14 },
      { x: 3500, y: HZ - 160, w: 800, h: 20, alpha: 0.12 },
      { x: 500, y: HZ - 140, w: 900, h: 20, alpha: 0.1 },
    ]) +
    aircraft("pn-jet", 2520, HZ - 300, 120, 10)
  );
}

/** The plain far below: dark land, scattered lights, the runway straight ahead, the terminal. */
function plain(): string {
  const rng = createRng(2048);
  let lights = "";
  for (let i = 0; i < 900; i += 1) {
    const t = rng() ** 2.2;
    const lat = -(0.3 + t * 22) * (Math.PI / 180);
    const [x, y] = toPixel(s, between(rng, -Math.PI, Math.PI), lat);
    const r = 0.8 + t * 2.6;
    lights += ellipse(
      x,
      y,
      r * 1.4,
      r,
      rng() < 0.8 ? palette.windowWarm : palette.white,
      fillAlpha(between(rng, 0.3, 0.85)),
    );
  }
  const ground = -HEIGHT;
  const rz = 2400;
  let runwayLights = "";
  for (let x = -1700; x <= 1900; x += 60) {
    for (const z of [rz, rz + 60]) {
      const [px, py] = sphereProject(s, [x, ground, z]);
      runwayLights += ellipse(px, py, 2.2, 1.2, palette.champagne, fillAlpha(0.95));
    }
  }
  for (let i = 1; i <= 12; i += 1) {
    const [px, py] = sphereProject(s, [-1700 - i * 45, ground, rz + 30]);
    runwayLights +=
      ellipse(px, py, 3, 1.6, palette.white) +
      (i % 4 === 0 ? rect(px - 10, py - 1, 20, 2, palette.champagne) : "");
  }
  const terminal = sphereBox(
    s,
    { x0: 900, x1: 2200, y0: ground, y1: ground + 30, z0: 1500, z1: 1700 },
    {
      front: "#222740",
      top: "#2A2F4A",
      side: "#1D2236",
    },
  );
  const [gx0, gy] = sphereProject(s, [900, ground + 14, 1500]);
  const [gx1] = sphereProject(s, [2200, ground + 14, 1500]);
  return (
    defs(
      linearAt(
        "pn-land",
        [
          [0, "#5A4A62"],
          [0.05, "#2B2A40"],
          [1, "#0C1222"],
        ],
        [0, HZ],
        [0, HZ + 420],
      ),
    ) +
    rect(0, HZ, PANO_W, PANO_H - HZ, "url(#pn-land)") +
    lights +
    sphereFace(
      s,
      [
        [-1700, ground, rz],
        [1900, ground, rz],
        [1900, ground, rz + 60],
        [-1700, ground, rz + 60],
      ],
      "#1A2034",
      "",
      40,
    ) +
    runwayLights +
    glow("pn-rwy-halo", toPixel(s, -0.7, 0)[0], HZ + 60, 180, 16, palette.champagne, 0.4) +
    terminal +
    rect(gx0 + 10, gy - 3, gx1 - gx0 - 20, 6, palette.windowWarm, 'fill-opacity="0.55"')
  );
}

/** Tower A next door: taller than this roof, its glass lit floor by floor, its crown gold. */
function towerA(): string {
  const rng = createRng(41);
  const b = { x0: -78, x1: -44, y0: -HEIGHT, y1: 46, z0: -30, z1: 12 };
  let windows = "";
  for (let y = b.y0 + 3.4; y < b.y1 - 6; y += 3.4) {
    const mood = rng();
    for (let z = b.z0 + 0.3; z < b.z1 - 2; z += 2.6) {
      const bright = rng() < 0.32 * (0.4 + mood * 1.2);
      const a = bright ? between(rng, 0.4, 0.85) : between(rng, 0.05, 0.16);
      windows += sphereFace(
        s,
        [
          [b.x1, y + 0.5, z],
          [b.x1, y + 0.5, z + 2.2],
          [b.x1, y + 2.8, z + 2.2],
          [b.x1, y + 2.8, z],
        ],
        palette.windowWarm,
        fillAlpha(a),
        1,
      );
    }
  }
  return (
    defs(
      linearAt(
        "pn-ta",
        [
          [0, "#16284A"],
          [0.6, "#2A3556"],
          [1, "#4A4766"],
        ],
        [0, toPixel(s, 0, 0.8)[1]],
        [0, HZ + 300],
      ),
    ) +
    sphereFace(
      s,
      [
        [b.x1, b.y0, b.z0],
        [b.x1, b.y0, b.z1],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y1, b.z0],
      ],
      "url(#pn-ta)",
      "",
      24,
    ) +
    windows +
    sphereFace(
      s,
      [
        [b.x1, b.y1 - 6, b.z0],
        [b.x1, b.y1 - 6, b.z1],
        [b.x1, b.y1, b.z1],
        [b.x1, b.y1, b.z0],
      ],
      palette.gold,
      'fill-opacity="0.55"',
      24,
    ) +
    sphereLine(s, [b.x1, b.y1, b.z0], [b.x1, b.y1, b.z1], palette.goldLight, 3) +
    sphereLine(s, [b.x1, b.y0, b.z1], [b.x1, b.y1, b.z1], palette.gold, 3, 'stroke-opacity="0.8"')
  );
}

/** Distance from the viewer to the square deck edge along a longitude. */
const edgeAt = (lon: number): number =>
  EDGE / Math.max(Math.abs(Math.sin(lon)), Math.abs(Math.cos(lon)));

function deck(): string {
  const pts: string[] = [];
  for (let i = 0; i <= 720; i += 1) {
    const lon = -Math.PI + (i / 720) * Math.PI * 2;
    const [x, y] = toPixel(s, lon, -Math.atan2(s.eye, edgeAt(lon)));
    pts.push(`${n(x)},${n(y)}`);
  }
  pts.push(`${PANO_W},${PANO_H}`, `0,${PANO_H}`);
  let joints = "";
  for (let x = -EDGE + 0.25; x < EDGE; x += 0.5) {
    if (Math.abs(x) < 0.1) continue;
    joints += sphereLine(s, [x, 0, -EDGE], [x, 0, EDGE], "#2A1C12", 2, 'stroke-opacity="0.25"', 48);
  }
  return (
    defs(
      linearAt(
        "pn-deck",
        [
          [0, "#A27C58"],
          [0.4, "#6E5038"],
          [1, "#2E2016"],
        ],
        [0, HZ + 170],
        [0, PANO_H],
      ),
    ) +
    `<polygon points="${pts.join(" ")}" fill="url(#pn-deck)"/>` +
    joints
  );
}

/** The infinity pool running out to the front edge, mirroring the sunset. */
function pool(): string {
  const [, yEdge] = sphereProject(s, [0, 0, EDGE]);
  const [, yNear] = sphereProject(s, [0, 0, 2.6]);
  const rng = createRng(9);
  let ripples = "";
  for (let i = 0; i < 160; i += 1) {
    const z = between(rng, 2.8, EDGE - 0.1);
    const x = between(rng, -3.2, 3.2);
    const [px, py] = sphereProject(s, [x, 0, z]);
    const len = 900 / z;
    const warm = Math.abs(px - PANO_W / 2) < 120;
    ripples += `<path d="M${n(px - len / 2)},${n(py)}h${n(len)}" stroke="${warm ? palette.champagne : "#B7D6D3"}" stroke-width="2" stroke-opacity="${warm ? 0.6 : 0.16}"/>`;
  }
  return (
    defs(
      linearAt(
        "pn-water",
        [
          [0, "#C49684"],
          [0.25, "#5E6E80"],
          [1, "#163746"],
        ],
        [0, yEdge],
        [0, yNear],
      ),
    ) +
    sphereFace(
      s,
      [
        [-4.2, 0, 2.4],
        [4.2, 0, 2.4],
        [4.2, 0, EDGE],
        [-4.2, 0, EDGE],
      ],
      "#D9CDB9",
    ) +
    sphereFace(
      s,
      [
        [-4, 0, 2.6],
        [4, 0, 2.6],
        [4, 0, EDGE],
        [-4, 0, EDGE],
      ],
      "url(#pn-water)",
      "",
      32,
    ) +
    glow("pn-pool-sun", PANO_W / 2, yEdge + 60, 110, 120, palette.peach, 0.45) +
    ripples +
    sphereLine(s, [-4, 0.01, EDGE], [4, 0.01, EDGE], palette.champagne, 3)
  );
}

/** Frameless glass along every edge except the pool's vanishing edge. */
function balustrade(): string {
  const h = 1.1;
  const E = EDGE;
  const runs: [V3, V3][] = [
    [
      [-E, 0, E],
      [-4.2, 0, E],
    ],
    [
      [4.2, 0, E],
      [E, 0, E],
    ],
    [
      [E, 0, E],
      [E, 0, -E],
    ],
    [
      [-E, 0, -E],
      [-E, 0, E],
    ],
    [
      [E, 0, -E],
      [0.001, 0, -E],
    ],
    [
      [-0.001, 0, -E],
      [-E, 0, -E],
    ],
  ];
  return runs
    .map(
      ([a, b]) =>
        sphereFace(
          s,
          [a, b, [b[0], h, b[2]], [a[0], h, a[2]]],
          "#CFE3E6",
          'fill-opacity="0.14"',
          32,
        ) +
        sphereLine(
          s,
          [a[0], h, a[2]],
          [b[0], h, b[2]],
          palette.gold,
          3,
          'stroke-opacity="0.85"',
          32,
        ),
    )
    .join("");
}

/** A timber pergola over the lounge behind the viewer, split at the seam of the image. */
function pergola(): string {
  const y = 2.9;
  let out = "";
  for (const [xa, xb] of [
    [0.001, EDGE],
    [-EDGE, -0.001],
  ] as const) {
    out += sphereFace(
      s,
      [
        [xa, y, -EDGE],
        [xb, y, -EDGE],
        [xb, y, -2.5],
        [xa, y, -2.5],
      ],
      "#4A3526",
      "",
      24,
    );
    for (let z = -EDGE + 0.3; z < -2.6; z += 0.45)
      out += sphereLine(s, [xa, y - 0.05, z], [xb, y - 0.05, z], "#2E2118", 6, "", 24);
    out += sphereLine(s, [xa, y - 0.1, -2.5], [xb, y - 0.1, -2.5], palette.gold, 4, "", 24);
  }
  for (const x of [-6, -2, 2, 6])
    out += sphereBox(
      s,
      { x0: x - 0.1, x1: x + 0.1, y0: 0, y1: 2.9, z0: -2.7, z1: -2.5 },
      mat.charcoal,
    );
  for (const x of [-5, -2.2, 2.2, 5])
    out +=
      sphereBox(s, { x0: x - 0.9, x1: x + 0.9, y0: 0, y1: 0.42, z0: -6.2, z1: -4.6 }, mat.linen) +
      sphereBox(s, { x0: x - 0.9, x1: x + 0.9, y0: 0.42, y1: 0.8, z0: -6.4, z1: -6.1 }, mat.navy);
  return out;
}

function loungers(): string {
  let out = "";
  for (const side of [-1, 1]) {
    for (const z of [6.8, 5.2, 3.6]) {
      const x = side * 5.6;
      out +=
        sphereBox(
          s,
          { x0: x - 0.35, x1: x + 0.35, y0: 0, y1: 0.28, z0: z - 0.9, z1: z + 0.9 },
          mat.walnut,
        ) +
        sphereBox(
          s,
          { x0: x - 0.32, x1: x + 0.32, y0: 0.28, y1: 0.36, z0: z - 0.9, z1: z + 0.5 },
          mat.linen,
        );
    }
  }
  return out;
}

/** Palms in charcoal planters at the deck's corners. */
function palms(): string {
  let out = "";
  const spots: [number, number, number][] = [
    [-7.2, 7.4, 30],
    [7.2, 7.4, -30],
    [-7.2, 0.5, 20],
    [7.2, 0.5, -20],
    [-7.2, -6.5, 10],
    [7.2, -6.5, -10],
  ];
  for (const [x, z, lean] of spots) {
    out += sphereBox(
      s,
      { x0: x - 0.6, x1: x + 0.6, y0: 0, y1: 0.6, z0: z - 0.6, z1: z + 0.6 },
      mat.charcoal,
    );
    const [bx, by] = sphereProject(s, [x, 0.6, z]);
    const [, ty] = sphereProject(s, [x, 4.2, z]);
    out += palm({ x: bx, baseY: by, height: by - ty, lean, fill: "#16241D", rim: palette.gold });
  }
  return out;
}

/** The artist's-impression mark, repeated at four bearings just below the horizon. */
function marks(): string {
  return [Math.PI / 4, (Math.PI * 3) / 4, -Math.PI / 4, (-Math.PI * 3) / 4]
    .map((lon) => {
      const [x, y] = toPixel(s, lon, -0.3);
      return `<text x="${n(x)}" y="${n(y)}" text-anchor="middle" font-family="${SANS}" font-size="22" letter-spacing="0.8" fill="${palette.white}" fill-opacity="0.85" stroke="#000" stroke-opacity="0.35" stroke-width="0.8">Artist's impression</text>`;
    })
    .join("");
}

function drawPanorama(): string {
  return (
    sky() + plain() + towerA() + deck() + pool() + balustrade() + loungers() + palms() + pergola()
  );
}

/** Where the flat still is cut from the panorama: the view straight ahead, 16:9. */
export const PANORAMA_STILL = { left: 1252, top: 600, width: 1592, height: 896 } as const;

export const panoramaScene: Scene = {
  file: "panorama.jpg",
  width: PANO_W,
  height: PANO_H,
  draw: drawPanorama,
  marks,
  still: { file: "panorama-still.jpg", ...PANORAMA_STILL },
};
