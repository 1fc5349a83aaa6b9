import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { StaticImageData } from "next/image";

const dir = path.join(process.cwd(), "content", "images", "generated");

/**
 * The file under content/images/generated/ behind a static image import: the built URL keeps the
 * file's name before its hash (`/_next/static/media/sky-lounge.3f9c….jpg`), and the longest name
 * that fits wins (panorama-still before panorama).
 */
export function pictureFile(image: StaticImageData | string): string {
  // Outside Next.js (unit tests) an image import is its URL alone.
  const base = path.basename(typeof image === "string" ? image : image.src);
  const names = readdirSync(dir)
    .filter((file) => /\.(jpe?g|png|webp)$/.test(file))
    .filter((file) => base.startsWith(file.replace(/\.[a-z]+$/, "")))
    .sort((a, b) => b.length - a.length);
  if (!names[0]) throw new Error(`No file in content/images/generated/ for ${base}`);
  return path.join(dir, names[0]);
}
