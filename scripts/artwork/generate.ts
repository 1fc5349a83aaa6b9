import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { artistLabel } from "./lib/label";
import { rasterise } from "./lib/render";
import type { Scene } from "./lib/scene";
import { svgDocument } from "./lib/svg";
import { heroScene } from "./scenes/hero";

/** Generates the placeholder "artist's impression" images under content/images/generated/. */
const OUT_DIR = fileURLToPath(new URL("../../content/images/generated/", import.meta.url));

export const scenes: readonly Scene[] = [heroScene];

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  for (const scene of scenes) {
    if (only.length > 0 && !only.some((name) => scene.file.startsWith(name))) continue;
    const svg = svgDocument(scene.width, scene.height, scene.draw() + artistLabel(scene.width, scene.height));
    const bytes = await rasterise(svg, OUT_DIR + scene.file);
    const kb = (bytes / 1024).toFixed(0).padStart(4);
    console.log(`wrote content/images/generated/${scene.file.padEnd(24)} ${scene.width}x${scene.height}  ${kb} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
