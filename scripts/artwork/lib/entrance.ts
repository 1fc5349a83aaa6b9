import { FRAME, glimpse, through } from "./doors";
import { palette } from "./palette";
import { type Camera, face, planeZ, project, type V3 } from "./perspective";
import { defs, ellipse, linear, n, rect } from "./svg";
import { SERIF } from "./type";

export interface BackDoorSpec {
  readonly id: string;
  readonly x0: number;
  readonly x1: number;
  readonly z: number;
  readonly h: number;
  readonly open: boolean;
  readonly letter?: string;
}

/** An entrance door in the back wall with keycard reader, brass handle and optional letter. */
export function backDoor(cam: Camera, s: BackDoorSpec): string {
  const { x0, x1, z, h } = s;
  const [ax, ay] = project(cam, [x0, h, z]);
  const [bx, by] = project(cam, [x1, 0, z]);
  const px = (cam.f / z) * 0.07;
  let body = rect(ax - px, ay - px, bx - ax + px * 2, by - ay + px, FRAME);
  if (s.open) {
    const hole: V3[] = planeZ(z, x0, x1, 0, h);
    const far = z + 4;
    const sky = defs(
      linear(`${s.id}-sky`, [
        [0, palette.navy],
        [0.6, "#6E5670"],
        [1, "#E9B27E"],
      ]),
    );
    const [wx0, wy0] = project(cam, [x0 - 1.5, 2.2, far]);
    const [wx1, wy1] = project(cam, [x1 + 1.5, 0.9, far]);
    const leafEnd: V3 = [x0 + 0.3, 0, z + 0.85];
    const inside =
      glimpse(cam, `${s.id}-g`, x0 - 3, x1 + 3, z, far, [x1 + 0.6, 1.2, far]) +
      sky +
      rect(wx0, wy0, wx1 - wx0, wy1 - wy0, `url(#${s.id}-sky)`) +
      face(cam, [[x0, 0, z], leafEnd, [leafEnd[0], h, leafEnd[2]], [x0, h, z]], "#8A6648");
    body += through(cam, s.id, hole, inside);
  } else {
    body +=
      defs(
        linear(
          `${s.id}-leaf`,
          [
            [0, "#7A5840"],
            [1, "#5A3F2E"],
          ],
          [0, 0, 1, 0],
        ),
      ) + rect(ax, ay, bx - ax, by - ay, `url(#${s.id}-leaf)`);
    for (let i = 1; i < 6; i += 1)
      body += rect(ax + ((bx - ax) * i) / 6, ay, 1.2, by - ay, "#000", 'fill-opacity="0.18"');
    const [hx, hy] = project(cam, [x1 - 0.12, 1.05, z]);
    body += rect(hx - px * 0.15, hy - px * 2.2, px * 0.3, px * 4.4, palette.gold);
  }
  const [rx, ry] = project(cam, [x1 + 0.2, 1.1, z]);
  body +=
    rect(rx - px * 0.5, ry - px, px, px * 2, "#1E1E22") +
    ellipse(rx, ry - px * 0.5, px * 0.15, px * 0.15, "#5BE07A");
  if (s.letter) {
    const [tx, ty] = project(cam, [(x0 + x1) / 2, h + 0.22, z]);
    body += `<text x="${n(tx)}" y="${n(ty)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(px * 3.2)}" fill="${palette.gold}">${s.letter}</text>`;
  }
  return body;
}
