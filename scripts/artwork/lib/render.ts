import sharp from "sharp";

export const JPEG_QUALITY = 82;

const jpeg = { mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" } as const;

/** Rasterises an SVG string at 1 SVG unit = 1 pixel and writes a progressive mozjpeg JPEG. */
export async function rasterise(
  svg: string,
  outPath: string,
  quality = JPEG_QUALITY,
): Promise<number> {
  const info = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
    .flatten({ background: "#0B1B34" })
    .jpeg({ quality, ...jpeg })
    .toFile(outPath);
  return info.size;
}

export interface Crop {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Rasterises an SVG and saves the part `crop` cuts out. */
export async function rasteriseCrop(
  svg: string,
  crop: Crop,
  outPath: string,
  quality = JPEG_QUALITY,
): Promise<number> {
  const cut = await sharp(Buffer.from(svg), { density: 72, limitInputPixels: false })
    .flatten({ background: "#0B1B34" })
    .extract(crop)
    .png()
    .toBuffer();
  const info = await sharp(cut)
    .jpeg({ quality, ...jpeg })
    .toFile(outPath);
  return info.size;
}
