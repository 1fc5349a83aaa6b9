/**
 * Draws the placeholder "artist's impression" images as SVG and writes them as JPEGs to
 * content/images/generated/. Deterministic: rerunning produces byte-identical files. The pictures
 * carry no mark of their own: the site and the brochure lay one over them in the reader's language
 * (the social card and the panorama excepted, see `Scene.marks`).
 *
 *   npx tsx scripts/artwork/generate.ts            # all images
 *   npx tsx scripts/artwork/generate.ts hero og    # only files whose names start with these
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { rasterise, rasteriseCrop } from "./lib/render";
import type { Scene } from "./lib/scene";
import { svgDocument } from "./lib/svg";
import { doubleScene } from "./scenes/category-double";
import { dualKeyScene } from "./scenes/category-dual-key";
import { singleScene } from "./scenes/category-single";
import { studioScene } from "./scenes/category-studio";
import { heroScene } from "./scenes/hero";
import { heroPortraitScene } from "./scenes/hero-portrait";
import { ogScene } from "./scenes/og";
import { sanctuaryScene } from "./scenes/sanctuary";
import { arrivalScene } from "./scenes/arrival";
import { bbqDeckScene } from "./scenes/bbq-deck";
import { coWorkingScene } from "./scenes/co-working";
import { gymScene } from "./scenes/gym";
import { lobbyScene } from "./scenes/lobby";
import { panoramaScene } from "./scenes/panorama";
import { meetingRoomScene } from "./scenes/meeting-room";
import { rooftopGardenScene } from "./scenes/rooftop-garden";
import { runwayViewScene } from "./scenes/runway-view";
import { skyLoungeScene } from "./scenes/sky-lounge";

const OUT_DIR = fileURLToPath(new URL("../../content/images/generated/", import.meta.url));
/** Each source image should stay under this size; next/image derives AVIF/WebP from it. */
const BUDGET_BYTES = 450 * 1024;
/** The 4096×2048 panorama is loaded whole by the viewer, so it gets a budget of its own. */
const PANORAMA_BUDGET_BYTES = 1024 * 1024;

function report(
  file: string,
  width: number,
  height: number,
  bytes: number,
  budget: number,
): boolean {
  const kb = (bytes / 1024).toFixed(0).padStart(4);
  const over = bytes > budget;
  const flag = over ? `  OVER ${Math.round(budget / 1024)} KB BUDGET` : "";
  const size = `${width}x${height}`.padEnd(10);
  console.log(`wrote content/images/generated/${file.padEnd(22)} ${size} ${kb} KB${flag}`);
  return over;
}

export const scenes: readonly Scene[] = [
  heroScene,
  heroPortraitScene,
  sanctuaryScene,
  studioScene,
  singleScene,
  doubleScene,
  dualKeyScene,
  ogScene,
  lobbyScene,
  skyLoungeScene,
  gymScene,
  coWorkingScene,
  meetingRoomScene,
  arrivalScene,
  runwayViewScene,
  rooftopGardenScene,
  bbqDeckScene,
  panoramaScene,
];

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  let overBudget = 0;
  for (const scene of scenes) {
    if (only.length > 0 && !only.some((name) => scene.file.startsWith(name))) continue;
    const art = scene.draw();
    const svg = svgDocument(scene.width, scene.height, art + (scene.marks?.() ?? ""));
    const budget = scene.width > 2400 ? PANORAMA_BUDGET_BYTES : BUDGET_BYTES;
    const bytes = await rasterise(svg, OUT_DIR + scene.file);
    if (report(scene.file, scene.width, scene.height, bytes, budget)) overBudget += 1;
    if (scene.still) {
      const { file, ...crop } = scene.still;
      const stillBytes = await rasteriseCrop(
        svgDocument(scene.width, scene.height, art),
        crop,
        OUT_DIR + file,
      );
      if (report(file, crop.width, crop.height, stillBytes, BUDGET_BYTES)) overBudget += 1;
    }
  }
  if (overBudget > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
