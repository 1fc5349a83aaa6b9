import { readdir } from "node:fs/promises";
import sharp from "sharp";
import { expect, it } from "vitest";
import { cmsWithMedia } from "@/tests/support/cms-with-media";
import { forEachDatabase } from "@/tests/support/databases";
import { MEDIA_WIDTHS } from "./media/settings";

// Uploads become the renditions pages use, once; what could carry a script is refused.
const suite = cmsWithMedia("media");

const photo = () =>
  sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#8fa9c4" } })
    .jpeg({ quality: 80 })
    .toBuffer();

forEachDatabase((current) => {
  it("renders a 6000×4000 JPEG as AVIF and WebP at each width pages use", async () => {
    const cms = await suite.open(current().url);
    const data = await photo();
    const doc = await cms.create({
      collection: "media",
      locale: "en",
      data: { alt: "Artist's impression of the lobby" },
      file: { data, mimetype: "image/jpeg", name: "lobby.jpg", size: data.length },
    });
    for (const width of MEDIA_WIDTHS)
      for (const format of ["avif", "webp"]) {
        const size = doc.sizes?.[`w${width}${format}` as keyof typeof doc.sizes];
        expect(size?.width).toBe(width);
        expect(size?.mimeType).toBe(`image/${format}`);
      }
    expect(doc.artistImpression).toBe(true);
    expect((await readdir(suite.mediaDir())).length).toBe(1 + MEDIA_WIDTHS.length * 2);
  }, 120_000);

  it("refuses an SVG, which can carry a script, with a message", async () => {
    const cms = await suite.open(current().url);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(
      cms.create({
        collection: "media",
        data: { alt: "Logo" },
        file: { data: svg, mimetype: "image/svg+xml", name: "logo.svg", size: svg.length },
      }),
    ).rejects.toThrow(/SVG files can't be uploaded/);
    expect(await readdir(suite.mediaDir())).toEqual([]);
  }, 60_000);
});
