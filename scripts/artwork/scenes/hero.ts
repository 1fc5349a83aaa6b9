import { DECK, HERO_H, HERO_W, landscaping, skyAndAirfield, WATER } from "../lib/hero-backdrop";
import { palette } from "../lib/palette";
import { podium, reflectingPool } from "../lib/podium";
import { defs, linear, rect, vignette } from "../lib/svg";
import { tower } from "../lib/tower";
import type { Scene } from "../lib/scene";

export { HERO_H, HERO_W };

function architecture(): string {
  const common = { floorH: 17, bays: 8, base: 1050 } as const;
  return (
    `<g id="hero-arch">` +
    tower({
      ...common,
      id: "hero-tb",
      x: 1716,
      width: 178,
      side: 40,
      top: 282,
      seed: 77,
      lit: 0.3,
    }) +
    tower({
      ...common,
      id: "hero-ta",
      x: 1380,
      width: 194,
      side: 46,
      top: 128,
      seed: 41,
      lit: 0.34,
    }) +
    rect(1574, 436, 102, 36, "#2A3556") +
    rect(1574, 442, 102, 24, palette.windowWarm, 'fill-opacity="0.75"') +
    `<path d="M1594,442v24M1614,442v24M1634,442v24M1654,442v24" stroke="#2A3556" stroke-width="2"/>` +
    rect(1574, 436, 102, 3, palette.gold) +
    rect(1574, 469, 102, 3, palette.gold) +
    podium({
      id: "hero-podium",
      x0: 1150,
      x1: 2310,
      deckY: DECK,
      baseY: WATER,
      pool: [1560, 2250],
    }) +
    `</g>`
  );
}

function atmosphere(): string {
  return (
    defs(
      linear("hero-mist", [
        [0, palette.peach, 0],
        [0.6, palette.peach, 0.14],
        [1, palette.peach, 0],
      ]),
    ) +
    rect(0, 860, HERO_W, 200, "url(#hero-mist)") +
    vignette(
      "hero-vignette",
      HERO_W,
      HERO_H,
      [
        [0.55, palette.navyDeep, 0],
        [1, palette.navyDeep, 0.55],
      ],
      0.5,
      0.45,
      0.75,
    )
  );
}

/** The hero render in its native 2400x1350 frame, reused by the social image. */
export function heroArtwork(): string {
  return (
    skyAndAirfield() +
    architecture() +
    reflectingPool("hero-water", "hero-arch", WATER, HERO_W, HERO_H) +
    landscaping() +
    atmosphere()
  );
}

export const heroScene: Scene = {
  file: "hero.jpg",
  width: HERO_W,
  height: HERO_H,
  draw: heroArtwork,
};
