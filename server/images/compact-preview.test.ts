import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { compactPreview } from "./compact-preview";

async function jpegPreview(): Promise<string> {
  // What next/image makes at build time: the picture shrunk to 8 pixels wide, as a JPEG.
  const jpeg = await sharp({
    create: { width: 8, height: 5, channels: 3, background: { r: 20, g: 40, b: 90 } },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

describe("compactPreview", () => {
  it("re-encodes the build's JPEG preview as a much shorter WebP of the same size", async () => {
    const jpeg = await jpegPreview();
    const webp = await compactPreview(jpeg);
    expect(webp).toMatch(/^data:image\/webp;base64,/);
    expect(webp.length).toBeLessThan(jpeg.length / 3);
    const image = sharp(Buffer.from(webp.split(",")[1]!, "base64"));
    expect(await image.metadata()).toMatchObject({ format: "webp", width: 8, height: 5 });
    const { dominant } = await image.stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it("leaves other previews, and one it cannot read, as they are", async () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    expect(await compactPreview(png)).toBe(png);
    const broken = "data:image/jpeg;base64,bm90IGEganBlZw==";
    expect(await compactPreview(broken)).toBe(broken);
  });
});
