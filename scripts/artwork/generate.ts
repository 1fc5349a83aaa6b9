/**
 * Draws the placeholder "artist's impression" images as SVG and writes them as JPEGs to
 * content/images/generated/. Deterministic: rerunning produces byte-identical files.
 *
 *   npx tsx scripts/artwork/generate.ts            # all images
 *   npx tsx scripts/artwork/generate.ts hero og    # only files whose names start with these
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { artistLabel } from "./lib/label";
import { rasterise } from "./lib/render";
import type { Scene } from "./lib/scene";
import { svgDocument } from "./lib/svg";
import { doubleScene } from "./scenes/category-double";
import { dualKeyScene } from "./scenes/category-dual-key";
import { singleScene } from "./scenes/category-single";
import { studioScene } from "./scenes/category-studio";
import { heroScene } from "./scenes/hero";
import { ogScene } from "./scenes/og";
import { sanctuaryScene } from "./scenes/sanctuary";

const OUT_DIR = fileURLToPath(new URL("../../content/images/generated/", import.meta.url));
/** Each source image should stay under this size; next/image derives AVIF/WebP from it. */
const BUDGET_BYTES = 450 * 1024;

export const scenes: readonly Scene[] = [
  heroScene,
  sanctuaryScene,
  studioScene,
  singleScene,
  doubleScene,
  dualKeyScene,
  ogScene,
];

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  let overBudget = 0;
  for (const scene of scenes) {
    if (only.length > 0 && !only.some((name) => scene.file.startsWith(name))) continue;
    const body = scene.draw() + artistLabel(scene.width, scene.height);
    const bytes = await rasterise(
      svgDocument(scene.width, scene.height, body),
      OUT_DIR + scene.file,
    );
    const kb = (bytes / 1024).toFixed(0).padStart(4);
    const flag = bytes > BUDGET_BYTES ? "  OVER 450 KB BUDGET" : "";
    if (flag) overBudget += 1;
    const size = `${scene.width}x${scene.height}`.padEnd(10);
    console.log(`wrote content/images/generated/${scene.file.padEnd(22)} ${size} ${kb} KB${flag}`);
  }
  if (overBudget > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
