import sharp from "sharp";

export const JPEG_QUALITY = 82;

/** Rasterises an SVG string at 1 SVG unit = 1 pixel and writes a progressive mozjpeg JPEG. */
export async function rasterise(
  svg: string,
  outPath: string,
  quality = JPEG_QUALITY,
): Promise<number> {
  const info = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: "#0B1B34" })
    .jpeg({ quality, mozjpeg: true, progressive: true, chromaSubsampling: "4:2:0" })
    .toFile(outPath);
  return info.size;
}
