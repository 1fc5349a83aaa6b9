import { writeFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getGallery } from "@/content/gallery";
import { getUnitType } from "@/content/units/unit-types";
import { galleryCard } from "./gallery-card";
import { galleryCardPath, parseCardFile, unitCardPath } from "./paths";
import { unitTypeCard } from "./unit-card";

// Set CARDS_OUT=/some/dir to keep the drawn cards for a look.
const keep = (name: string, data: Buffer) => {
  if (process.env.CARDS_OUT) writeFileSync(`${process.env.CARDS_OUT}/${name}`, data);
};

describe("social cards", () => {
  it.each(["en", "zh", "ms"] as const)(
    "draw a unit type's plan card at 1200×630 in %s",
    async (locale) => {
      const unit = getUnitType("D5");
      if (!unit) throw new Error("D5 missing");
      const png = await unitTypeCard(unit, locale);
      keep(`card-D5.${locale}.png`, png);
      expect(await sharp(png).metadata()).toMatchObject({
        format: "png",
        width: 1200,
        height: 630,
      });
    },
    60_000,
  );

  it("draws a gallery picture's card at 1200×630", async () => {
    const picture = getGallery("zh").pictures.find((p) => p.slug === "sky-lounge");
    if (!picture) throw new Error("sky-lounge missing");
    const jpg = await galleryCard(picture, "zh");
    keep("card-sky-lounge.zh.jpg", jpg);
    expect(await sharp(jpg).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(jpg.length).toBeLessThan(300_000);
  }, 60_000);

  it("names each card by type or picture and language, and reads the names back", () => {
    expect(unitCardPath("C1A", "zh")).toBe("/cards/layout-C1A.zh.png");
    expect(galleryCardPath("pool-deck", "ms")).toBe("/cards/gallery-pool-deck.ms.jpg");
    expect(parseCardFile("layout-C1A.zh.png")).toEqual({
      kind: "layout",
      key: "C1A",
      locale: "zh",
      ext: "png",
    });
    expect(parseCardFile("layout-C1A.png")).toBeNull();
  });
});
