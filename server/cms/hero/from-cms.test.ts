import { describe, expect, it } from "vitest";
import { heroFromCms } from "./from-cms";
import { testMedia } from "./test-media";

const wide = testMedia(3, "tower-wide");
const tall = testMedia(4, "tower-tall", { width: 1350, height: 2400, focalX: 55, focalY: 30 });

describe("the hero's pictures as the CMS publishes them", () => {
  it("shows the artwork while no picture is uploaded, or the hero was never published", () => {
    expect(heroFromCms({ desktop: null, phone: null }, "public")).toBeUndefined();
    expect(heroFromCms({}, "public")).toBeUndefined();
    expect(heroFromCms(null, "public")).toBeUndefined();
    // An id alone (not populated) is no picture to show.
    expect(heroFromCms({ desktop: 3, phone: 4 }, "public")).toBeUndefined();
  });

  it("shows the wide cut on computers and the tall one on phones, each with its own files and focal point", () => {
    const hero = heroFromCms({ desktop: wide, phone: tall }, "public");
    expect(hero?.desktop.upload.avif).toEqual([
      { src: "/media/3/mx08ocg0/tower-wide-640.avif", width: 640 },
    ]);
    expect(hero?.desktop.upload.src).toBe("/media/3/mx08ocg0/tower-wide-1080.webp");
    expect(hero?.desktop.alt).toBe("tower-wide alt");
    expect(hero?.phone.upload.webp.map((r) => r.src)).toEqual([
      "/media/4/mx08ocg0/tower-tall-640.webp",
      "/media/4/mx08ocg0/tower-tall-1080.webp",
    ]);
    expect(hero?.phone.upload.position).toBe("55% 30%");
    expect(hero?.phone.upload.height).toBe(2400);
  });

  it("uses the one cut uploaded for both widths", () => {
    const onlyWide = heroFromCms({ desktop: wide, phone: null }, "public");
    expect(onlyWide?.phone).toEqual(onlyWide?.desktop);
    expect(onlyWide?.phone.upload.filename).toBe("tower-wide.jpg");
    const onlyTall = heroFromCms({ desktop: null, phone: tall }, "public");
    expect(onlyTall?.desktop.upload.filename).toBe("tower-tall.jpg");
  });

  it("shows a cut in a language only where its alt text is written in that language", () => {
    // Read in Chinese: the wide cut has no Chinese alt text, the tall one has.
    const zh = heroFromCms(
      { desktop: { ...wide, alt: null }, phone: { ...tall, alt: "塔楼" } },
      "public",
    );
    expect(zh?.desktop.upload.filename).toBe("tower-tall.jpg");
    expect(zh?.desktop.alt).toBe("塔楼");
    // Neither described in this language (blank counts as unwritten): the artwork.
    expect(
      heroFromCms({ desktop: { ...wide, alt: " " }, phone: { ...tall, alt: null } }, "public"),
    ).toBeUndefined();
  });

  it("keeps the mark unless the editor unticked it on that picture", () => {
    const hero = heroFromCms(
      { desktop: { ...wide, artistImpression: false }, phone: { ...tall, artistImpression: null } },
      "public",
    );
    expect(hero?.desktop.artistImpression).toBe(false);
    expect(hero?.phone.artistImpression).toBe(true);
  });

  it("in an editor's preview reads the CMS's own (signed-in) addresses, never the public route", () => {
    const hero = heroFromCms({ desktop: wide }, "editor");
    expect(hero?.desktop.upload.webp[0]?.src).toBe("/api/cms/media/file/tower-wide-640.webp");
  });
});
