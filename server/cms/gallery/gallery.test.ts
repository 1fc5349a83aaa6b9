import { access } from "node:fs/promises";
import { join } from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { expect, it } from "vitest";
import { gallerySlugs } from "@/content/gallery/slugs";
import { getGallery } from "@/content/gallery";
import { cmsWithMedia } from "@/tests/support/cms-with-media";
import { forEachDatabase } from "@/tests/support/databases";
import { galleryFromCms } from "./from-cms";
import { galleryMedia, publicFile } from "./public-files";

// The gallery in the CMS: seeded so the site looks as it did, one upload replaces one picture
// once published, and only what the published gallery shows is served to the public.
const suite = cmsWithMedia("gallery");

const locales = ["en", "zh", "ms"] as const;

const published = (cms: Payload, locale: (typeof locales)[number]) =>
  cms.findGlobal({ slug: "gallery", locale, draft: false, fallbackLocale: false, depth: 1 });

const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#6d8fb0" } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function upload(cms: Payload, name: string, alt: { en: string; zh?: string }) {
  const data = await photo();
  const doc = await cms.create({
    collection: "media",
    locale: "en",
    data: { alt: alt.en, artistImpression: false },
    file: { data, mimetype: "image/jpeg", name, size: data.length },
  });
  if (alt.zh)
    await cms.update({ collection: "media", id: doc.id, locale: "zh", data: { alt: alt.zh } });
  return cms.findByID({ collection: "media", id: doc.id, locale: "en" });
}

/** Puts `mediaId` on the picture `slug`, as a draft or published; the other rows kept as they are. */
async function setPicture(cms: Payload, slug: string, mediaId: number | string, publish: boolean) {
  const doc = await cms.findGlobal({ slug: "gallery", locale: "en", draft: true, depth: 0 });
  const pictures = (doc.pictures as { slug: string }[]).map((row) =>
    row.slug === slug ? { ...row, picture: mediaId } : row,
  );
  await cms.updateGlobal({
    slug: "gallery",
    locale: "en",
    draft: !publish,
    data: { pictures, ...(publish ? { _status: "published" } : {}) },
  });
}

forEachDatabase((current) => {
  it("is seeded with today's sixteen pictures, captions and heading in every language", async () => {
    const cms = await suite.open(current().url);
    for (const locale of locales) {
      const doc = await published(cms, locale);
      const seeded = getGallery(locale);
      expect((doc.pictures as { slug: string }[]).map((row) => row.slug)).toEqual([
        ...gallerySlugs,
      ]);
      // Each language's own words, not the last language seeded over the others.
      expect((doc.pictures as { caption: string }[])[2]?.caption).toBe(seeded.pictures[2]?.caption);
      expect(doc.title).toBe(seeded.title);
      expect(galleryFromCms(seeded, doc, "public")).toEqual(seeded);
    }
  }, 60_000);

  it("shows an upload in place of one picture once published, with its alt text and no mark for a photograph", async () => {
    const cms = await suite.open(current().url);
    const lobby = await upload(cms, "lobby-photo.jpg", {
      en: "The finished lobby, photographed",
      zh: "竣工后的大堂实景照片",
    });

    // A draft shows nothing and serves nothing to the public.
    await setPicture(cms, "lobby", lobby.id, false);
    expect(galleryFromCms(getGallery("en"), await published(cms, "en"), "public")).toEqual(
      getGallery("en"),
    );
    expect(galleryMedia(await published(cms, "en"))).toEqual([]);

    await setPicture(cms, "lobby", lobby.id, true);
    const en = galleryFromCms(getGallery("en"), await published(cms, "en"), "public");
    const shown = en.pictures.find((p) => p.slug === "lobby");
    expect(shown?.alt).toBe("The finished lobby, photographed");
    expect(shown?.artistImpression).toBe(false);
    expect(shown?.caption).toBe(getGallery("en").pictures[2]?.caption);
    // The widest rendition is the upload's own 2,000 px: none is made larger than the upload.
    expect(shown?.upload?.avif.map((r) => r.width)).toEqual([640, 1080, 1600, 2000]);
    expect(shown?.upload?.webp[0]?.src).toMatch(
      new RegExp(`^/media/${lobby.id}/[a-z0-9]+/lobby-photo-640x\\d+\\.webp$`),
    );
    // The other pictures are untouched, and still marked.
    expect(en.pictures.filter((p) => p.upload)).toHaveLength(1);
    expect(en.pictures.find((p) => p.slug === "gym")?.artistImpression).toBe(true);

    const zh = galleryFromCms(getGallery("zh"), await published(cms, "zh"), "public");
    expect(zh.pictures.find((p) => p.slug === "lobby")?.alt).toBe("竣工后的大堂实景照片");
    // No Malay alt text yet: the Malay page keeps the artwork rather than a picture it can't describe.
    const ms = galleryFromCms(getGallery("ms"), await published(cms, "ms"), "public");
    expect(ms.pictures.find((p) => p.slug === "lobby")).toEqual(getGallery("ms").pictures[2]);
  }, 120_000);

  it("serves only the files of pictures the published gallery shows, and no path outside them", async () => {
    const cms = await suite.open(current().url);
    const shown = await upload(cms, "pool.jpg", { en: "The pool deck" });
    const unpublished = await upload(cms, "secret-render.jpg", { en: "An unannounced tower" });
    await setPicture(cms, "pool-deck", shown.id, true);
    await setPicture(cms, "gym", unpublished.id, false);

    const media = galleryMedia(await published(cms, "en"));
    const url = galleryFromCms(
      getGallery("en"),
      await published(cms, "en"),
      "public",
    ).pictures.find((p) => p.slug === "pool-deck")?.upload?.avif[0]?.src;
    const [, , id = "", version = "", file = ""] = (url ?? "").split("/");
    const found = publicFile(media, { id, version, file: decodeURIComponent(file) });
    expect(found?.mimeType).toBe("image/avif");
    await access(join(suite.mediaDir(), found?.filename ?? "missing"));
    expect(publicFile(media, { id, version, file: "pool.jpg" })?.mimeType).toBe("image/jpeg");

    // The draft's picture, a stale version, another name and a way out of the folder: none.
    const secret = unpublished.sizes?.w640webp?.filename ?? "";
    expect(publicFile(media, { id: String(unpublished.id), version, file: secret })).toBeNull();
    expect(publicFile(media, { id, version: "0", file: decodeURIComponent(file) })).toBeNull();
    for (const attempt of [
      "../secret-render.jpg",
      "../../../etc/passwd",
      "..",
      "/etc/passwd",
      secret,
    ])
      expect(publicFile(media, { id, version, file: attempt })).toBeNull();
  }, 120_000);
});
