/**
 * Cuts the two Latin web fonts down to the characters the site draws with them (see
 * `characters.ts`) and writes them to app/fonts/, where next/font serves and preloads them.
 * Cormorant 37.6 → 23.8 KB, Manrope 24.8 → 16.9 KB: on a phone's slow connection the preloaded
 * fonts share the line with the hero picture, so every kilobyte here is paid before the first
 * picture shows. Rerun after copy gains a character outside the set (a unit test says so):
 *
 *   npm run fonts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { subsetCharacters } from "./characters";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Each source font (the whole Latin file fontsource ships) and the subset it becomes. */
export const FONTS = [
  {
    source:
      "node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    subset: "app/fonts/cormorant-garamond-subset.woff2",
  },
  {
    source: "node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
    subset: "app/fonts/manrope-subset.woff2",
  },
];

async function main() {
  const characters = subsetCharacters(root);
  for (const font of FONTS) {
    const source = readFileSync(`${root}${font.source}`);
    // The weight axis stays: headings and body text use several weights of one variable file.
    const subset = await subsetFont(source, characters, { targetFormat: "woff2" });
    writeFileSync(`${root}${font.subset}`, subset);
    console.log(`${font.subset}: ${source.length} → ${subset.length} bytes`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
