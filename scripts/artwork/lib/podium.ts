import { palette } from "./palette";
import { blurFilter, defs, glow, linear, n, polygon, rect } from "./svg";

export interface PodiumSpec {
  readonly id: string;
  readonly x0: number;
  readonly x1: number;
  /** y of the landscaped roof deck's back edge. */
  readonly deckY: number;
  /** y where the podium meets the reflecting pool. */
  readonly baseY: number;
  /** Horizontal extent of the infinity pool on the deck. */
  readonly pool: readonly [number, number];
}

/** Landscaped podium: roof deck with an infinity-edge pool, a gold fascia and a glowing lobby. */
export function podium(p: PodiumSpec): string {
  const deckFront = p.deckY + 20;
  const g = defs(
    linear(`${p.id}-face`, [
      [0, "#2B2C3C"],
      [1, "#151A2A"],
    ]),
    linear(`${p.id}-lobby`, [
      [0, "#F6DBA5"],
      [0.6, "#D9A86E"],
      [1, "#8C6446"],
    ]),
    linear(`${p.id}-pool`, [
      [0, "#F0C891"],
      [0.5, palette.waterLight],
      [1, palette.water],
    ]),
  );
  const deck = polygon(
    [
      [p.x0 + 22, p.deckY],
      [p.x1 - 22, p.deckY],
      [p.x1, deckFront],
      [p.x0, deckFront],
    ],
    "#1C2626",
  );
  const [a, b] = p.pool;
  const pool =
    polygon(
      [
        [a + 6, p.deckY + 9],
        [b - 6, p.deckY + 9],
        [b, deckFront],
        [a, deckFront],
      ],
      `url(#${p.id}-pool)`,
    ) + rect(a, deckFront - 1.5, b - a, 2.5, palette.champagne, 'fill-opacity="0.9"');
  const faceH = p.baseY - deckFront;
  const lobbyY = deckFront + faceH * 0.3;
  const lobbyH = faceH * 0.55;
  let mullions = "";
  for (let x = p.x0 + 60; x < p.x1 - 40; x += 38) mullions += `M${n(x)},${n(lobbyY)}v${n(lobbyH)}`;
  const face =
    rect(p.x0, deckFront, p.x1 - p.x0, faceH, `url(#${p.id}-face)`) +
    rect(p.x0, deckFront + 2, p.x1 - p.x0, 4, palette.gold, 'fill-opacity="0.85"') +
    rect(p.x0 + 40, lobbyY, p.x1 - p.x0 - 80, lobbyH, `url(#${p.id}-lobby)`) +
    `<path d="${mullions}" stroke="#3A2E2A" stroke-width="2.2" stroke-opacity="0.8"/>` +
    rect(p.x0 + 40, lobbyY - 3, p.x1 - p.x0 - 80, 3, palette.goldDeep);
  return `<g id="${p.id}">${g}${deck}${pool}${face}</g>`;
}

/** Dark reflecting pool in the foreground that mirrors `mirrorId` about its top edge. */
export function reflectingPool(
  id: string,
  mirrorId: string,
  top: number,
  width: number,
  height: number,
): string {
  const g = defs(
    linear(`${id}-water`, [
      [0, "#1C2A44"],
      [1, "#0A1324"],
    ]),
    blurFilter(`${id}-blur`, 3.5),
    `<clipPath id="${id}-clip">${rect(0, top, width, height - top, "#000")}</clipPath>`,
  );
  let ripples = "";
  for (let y = top + 10, i = 0; y < height; y += 9 + i * 1.6, i += 1) {
    ripples += `M${n((i * 337) % 400)},${n(y)}H${n(width - ((i * 211) % 500))}`;
  }
  return (
    g +
    rect(0, top, width, height - top, `url(#${id}-water)`) +
    `<g clip-path="url(#${id}-clip)">` +
    `<g transform="translate(0,${n(top * 2)}) scale(1,-1)" opacity="0.42" filter="url(#${id}-blur)">` +
    `<use xlink:href="#${mirrorId}"/></g>` +
    `<path d="${ripples}" stroke="${palette.champagne}" stroke-opacity="0.06" stroke-width="1.5" stroke-dasharray="140 50 60 90 30 70"/>` +
    `</g>` +
    rect(0, top - 3, width, 5, palette.linen, 'fill-opacity="0.55"') +
    glow(`${id}-spill`, width * 0.72, top + 30, width * 0.28, 40, palette.windowWarm, 0.22)
  );
}
