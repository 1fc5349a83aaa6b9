import { describe, expect, it } from "vitest";
import { routing } from "@/i18n/routing";
import { getGlossary } from "../glossary";
import { galleryEn } from "./en";
import { galleryItems, getGallery, validateGalleryCopy } from "./index";

describe("gallery content", () => {
  it("has sixteen pictures with unique, URL-safe slugs (they are shared as links)", () => {
    const slugs = galleryItems.map((item) => item.slug);
    expect(slugs).toHaveLength(16);
    expect(new Set(slugs).size).toBe(16);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(routing.locales)("gives every picture alt text and a caption in %s", (locale) => {
    const gallery = getGallery(locale);
    expect(gallery.pictures).toHaveLength(16);
    for (const picture of gallery.pictures) {
      expect(picture.alt.length).toBeGreaterThan(10);
      expect(picture.caption.length).toBeGreaterThan(2);
      expect(picture.image).toBeTruthy();
    }
  });

  it("marks every picture as an artist's impression in its alt text", () => {
    for (const locale of routing.locales)
      for (const { alt } of getGallery(locale).pictures)
        expect(alt).toContain(getGlossary(locale).artistImpression);
  });

  it("rejects a translation that misses a picture or names an unknown one", () => {
    const rest: Partial<typeof galleryEn.items> = { ...galleryEn.items };
    delete rest.lobby;
    expect(() => validateGalleryCopy({ ...galleryEn, items: rest })).toThrow(/missing lobby/);
    expect(() =>
      validateGalleryCopy({
        ...galleryEn,
        items: { ...galleryEn.items, spa: { alt: "A spa", caption: "Spa" } },
      }),
    ).toThrow(/unknown spa/);
  });

  it("rejects empty captions", () => {
    const items = { ...galleryEn.items, lobby: { alt: "Artist's impression", caption: " " } };
    expect(() => validateGalleryCopy({ ...galleryEn, items })).toThrow();
  });
});

describe("the gallery's slugs", () => {
  it("list every picture once, in the order the gallery shows them", async () => {
    const { galleryItems } = await import("./items");
    const { gallerySlugs } = await import("./slugs");
    expect(galleryItems.map((item) => item.slug)).toEqual([...gallerySlugs]);
  });
});
