import { access } from "node:fs/promises";
import { join } from "node:path";
import type { Payload } from "payload";
import sharp from "sharp";
import { expect, it } from "vitest";
import { cmsWithMedia } from "@/tests/support/cms-with-media";
import { forEachDatabase } from "@/tests/support/databases";
import { publicFile, publicMedia } from "../gallery/public-files";
import { heroFromCms } from "./from-cms";

// The hero in the CMS: empty until a marketer uploads its pictures; a draft changes nothing the
// public sees or may fetch; published, its cuts show and their files are served.
const suite = cmsWithMedia("hero");

const published = (cms: Payload, locale: "en" | "zh") =>
  cms.findGlobal({ slug: "hero", locale, draft: false, fallbackLocale: false, depth: 1 });

/** A picture of the given size uploaded with English alt text only. */
async function upload(cms: Payload, name: string, width: number, height: number) {
  const data = await sharp({ create: { width, height, channels: 3, background: "#3d5a80" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return cms.create({
    collection: "media",
    locale: "en",
    data: { alt: `${name} in English` },
    file: { data, mimetype: "image/jpeg", name, size: data.length },
  });
}

const setHero = (cms: Payload, data: Record<string, unknown>, publish: boolean) =>
  cms.updateGlobal({
    slug: "hero",
    draft: !publish,
    data: { ...data, ...(publish ? { _status: "published" } : {}) },
  });

forEachDatabase((current) => {
  it("shows the artwork until the hero's pictures are published; then each cut, in English only, and their files are public", async () => {
    const cms = await suite.open(current().url);
    expect(heroFromCms(await published(cms, "en"), "public")).toBeUndefined();
    const wide = await upload(cms, "hero-wide.jpg", 1920, 1080);
    const tall = await upload(cms, "hero-tall.jpg", 1080, 1920);
    const unused = await upload(cms, "unannounced.jpg", 1200, 800);

    // A draft shows nothing and serves nothing to the public.
    await setHero(cms, { desktop: wide.id, phone: unused.id }, false);
    expect(heroFromCms(await published(cms, "en"), "public")).toBeUndefined();
    expect(publicMedia({ gallery: null, hero: await published(cms, "en") })).toEqual([]);

    await setHero(cms, { desktop: wide.id, phone: tall.id }, true);
    const en = heroFromCms(await published(cms, "en"), "public");
    expect(en?.desktop.alt).toBe("hero-wide.jpg in English");
    expect(en?.desktop.artistImpression).toBe(true);
    expect(en?.phone.upload.height).toBe(1920);
    // Renditions no wider than the upload, each width once (a srcset repeating one is invalid).
    expect(en?.phone.upload.avif.map((r) => r.width)).toEqual([640, 1080]);
    // No Chinese alt text: the Chinese page keeps the artwork.
    expect(heroFromCms(await published(cms, "zh"), "public")).toBeUndefined();

    const media = publicMedia({ gallery: null, hero: await published(cms, "en") });
    expect(media.map((m) => m.id)).toEqual([wide.id, tall.id]);
    const [, , id = "", version = "", file = ""] = (en?.phone.upload.avif[0]?.src ?? "").split("/");
    const found = publicFile(media, { id, version, file: decodeURIComponent(file) });
    expect(found?.mimeType).toBe("image/avif");
    await access(join(suite.mediaDir(), found?.filename ?? "missing"));
    const draftOnly = unused.sizes?.w640webp?.filename ?? "";
    expect(publicFile(media, { id: String(unused.id), version, file: draftOnly })).toBeNull();
  }, 120_000);

  it("uses a single uploaded cut for both widths", async () => {
    const cms = await suite.open(current().url);
    const wide = await upload(cms, "only-wide.jpg", 1920, 1080);
    await setHero(cms, { desktop: wide.id, phone: null }, true);
    const hero = heroFromCms(await published(cms, "en"), "public");
    expect(hero?.phone.upload.filename).toBe(wide.filename);
    expect(hero?.desktop.upload.filename).toBe(wide.filename);
  }, 120_000);
});
