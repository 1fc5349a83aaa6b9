import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { UnitCategoryKey } from "@/content/units/categories";

// The same files that content/images/index.ts hands to next/image: replace one and both the site
// and the next build's brochure show the new picture.
const generatedDir = path.join(process.cwd(), "content", "images", "generated");

export const artworkFiles = {
  hero: "hero.jpg",
  sanctuary: "sanctuary.jpg",
} as const;

export const categoryArtworkFiles: Record<UnitCategoryKey, string> = {
  studio: "category-studio.jpg",
  single: "category-single.jpg",
  double: "category-double.jpg",
  dualKey: "category-dual-key.jpg",
};

export interface ImageRequest {
  /** A file in content/images/generated, or a path from the project root. */
  file: string;
  /** Pixel size of the crop: about twice the size in points gives ~150 dpi, sharp on phones. */
  width: number;
  height: number;
  /** Which part to keep when the crop is narrower or shorter than the picture. */
  position?: "centre" | "left" | "right" | "top" | "bottom";
}

/**
 * The generated pictures carry an English "Artist's impression" label in their bottom strip; the
 * brochure trims that strip and prints the label in the reader's language instead.
 */
const labelStrip = 0.06;

const cache = new Map<string, Promise<Buffer>>();

/**
 * A baseline JPEG cropped to the box it fills (so no hidden pixels are embedded), small enough that
 * the PDF stays light on mobile data. Cached: the three languages share the pictures.
 */
export function brochureImage({
  file,
  width,
  height,
  position = "centre",
}: ImageRequest): Promise<Buffer> {
  const key = `${file}@${width}x${height}:${position}`;
  let image = cache.get(key);
  if (!image) {
    const source = file.includes("/") ? path.join(process.cwd(), file) : path.join(generatedDir, file);
    image = readFile(source).then(async (input) => {
      const { width: w = 0, height: h = 0 } = await sharp(input).metadata();
      return sharp(input)
        .extract({ left: 0, top: 0, width: w, height: Math.round(h * (1 - labelStrip)) })
        .resize({ width, height, fit: "cover", position })
        .jpeg({ quality: 78, progressive: false, chromaSubsampling: "4:2:0" })
        .toBuffer();
    });
    cache.set(key, image);
  }
  return image;
}
