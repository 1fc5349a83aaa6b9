import { palette } from "../lib/palette";
import { createRng } from "../lib/random";
import { stars } from "../lib/sky";
import { rect } from "../lib/svg";
import type { Scene } from "../lib/scene";
import { HERO_H, heroArtwork } from "./hero";

/**
 * The hero for phones: a 9:16 cut of the same render around both towers (the jet left out), with night sky added
 * above them (the page's headline covers the lower half), drawn from the vector scene at 1.5 times
 * its scale. A 390-px phone at 3x gets 1350 sharp pixels across instead of the 16:9 picture
 * stretched about three times into a tall box with one tower cut off.
 */
const HEADROOM = 250;
const CROP = { x: 1130, y: -HEADROOM, width: 900, height: HERO_H + HEADROOM } as const;
const WIDTH = 1350;
const SCALE = WIDTH / CROP.width;

function skyAbove(): string {
  // The sky gradient starts at navyDeep at the frame's top: the added band continues it.
  const starField = stars(createRng(916), CROP.width, HEADROOM, 18);
  return (
    rect(CROP.x, -HEADROOM, CROP.width, HEADROOM + 1, palette.navyDeep) +
    `<g transform="translate(${CROP.x} ${-HEADROOM})">${starField}</g>`
  );
}

export const heroPortraitScene: Scene = {
  file: "hero-portrait.jpg",
  width: WIDTH,
  height: Math.round(CROP.height * SCALE),
  draw: () =>
    `<g transform="scale(${SCALE}) translate(${-CROP.x} ${-CROP.y})">${skyAbove()}${heroArtwork()}</g>`,
};
