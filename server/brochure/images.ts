import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { FacilityKey } from "@/content/facilities";
import type { UnitCategoryKey } from "@/content/units/categories";

// The same files that content/images/index.ts hands to next/image: replace one and both the site
// and the next build's brochure show the new picture.
export const artworkFiles = {
  hero: "images/generated/hero.jpg",
  sanctuary: "images/generated/sanctuary.jpg",
} as const;

export const categoryArtworkFiles: Record<UnitCategoryKey, string> = {
  studio: "images/generated/category-studio.jpg",
  single: "images/generated/category-single.jpg",
  double: "images/generated/category-double.jpg",
  dualKey: "images/generated/category-dual-key.jpg",
};

/** The facilities page's main picture, the sky terrace (`facilitiesMainImage` on the site). */
export const facilitiesMainFile = "images/generated/panorama-still.jpg";

/** The renders of the facilities that have one (`facilityItems` with `visual.kind === "image"`). */
export const facilityArtworkFiles: Partial<Record<FacilityKey, string>> = {
  infinityPool: artworkFiles.sanctuary,
  skyLounge: "images/generated/sky-lounge.jpg",
  gym: "images/generated/gym.jpg",
  coWorking: "images/generated/co-working.jpg",
  rooftopGarden: "images/generated/rooftop-garden.jpg",
  bbqDeck: "images/generated/bbq-deck.jpg",
};

export interface ImageRequest {
  /** A picture under content/: a JPEG or PNG render, or an SVG drawing such as a floor plan. */
  file: string;
  /** Pixel size of the crop: about twice the size in points gives ~150 dpi, sharp on phones. */
  width: number;
  height: number;
  /** Which part to keep when the crop is narrower or shorter than the picture. */
  position?: "centre" | "left" | "right" | "top" | "bottom";
  /**
   * `png` for line drawings (plans): crisp edges, and `contain` keeps the whole drawing on a white
   * ground. `jpg` (default) for renders, cropped to fill the box.
   */
  format?: "jpg" | "png";
}

/** What react-pdf's `<Image src>` takes. */
export interface PdfImageSource {
  data: Buffer;
  format: "jpg" | "png";
}

const cache = new Map<string, Promise<PdfImageSource>>();

/**
 * A picture resized to the box it fills (so no hidden pixels are embedded), small enough that the
 * PDF stays light on mobile data. Cached: the three languages share the pictures.
 */
export function brochureImage(request: ImageRequest): Promise<PdfImageSource> {
  const { file, width, height, position = "centre", format = "jpg" } = request;
  const key = `${file}@${width}x${height}:${position}:${format}`;
  let image = cache.get(key);
  if (!image) {
    image = readFile(path.join(process.cwd(), "content", file)).then(async (input) => {
      // SVG drawings are rasterised at print density.
      const picture = sharp(input, { density: 300 });
      if (format === "png") {
        const data = await picture
          .resize({ width, height, fit: "contain", background: "#ffffff" })
          .flatten({ background: "#ffffff" })
          .png({ compressionLevel: 9, palette: true })
          .toBuffer();
        return { data, format };
      }
      const data = await picture
        .resize({ width, height, fit: "cover", position })
        .jpeg({ quality: 78, progressive: false, chromaSubsampling: "4:2:0" })
        .toBuffer();
      return { data, format };
    });
    cache.set(key, image);
  }
  return image;
}
