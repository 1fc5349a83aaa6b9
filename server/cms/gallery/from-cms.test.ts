import { describe, expect, it } from "vitest";
import { getGallery } from "@/content/gallery";
import { gallerySlugs } from "@/content/gallery/slugs";
import { galleryFromCms } from "./from-cms";

const seeded = getGallery("zh");
const rows = () => gallerySlugs.map((slug) => ({ slug, caption: `${slug} 说明`, picture: null }));
const media = {
  id: 7,
  filename: "lobby.jpg",
  mimeType: "image/jpeg",
  width: 3000,
  height: 2000,
  updatedAt: "2026-11-28T10:00:00.000Z",
  alt: "大堂实景",
  artistImpression: true,
  focalX: 30,
  focalY: 60,
  sizes: {
    w640webp: {
      filename: "lobby-640x427.webp",
      width: 640,
      height: 427,
      mimeType: "image/webp",
      url: "/api/cms/media/file/lobby-640x427.webp",
    },
    w640avif: { filename: "lobby-640x427.avif", width: 640, height: 427, mimeType: "image/avif" },
    w1080webp: {
      filename: "lobby-1080x720.webp",
      width: 1080,
      height: 720,
      mimeType: "image/webp",
    },
  },
};

describe("the gallery as the CMS publishes it", () => {
  it("keeps the seeded wording in this language where a caption is not translated", () => {
    const pictures = rows().map((row) => (row.slug === "gym" ? { ...row, caption: " " } : row));
    const gallery = galleryFromCms(seeded, { title: "", pictures }, "public");
    expect(gallery.title).toBe(seeded.title);
    expect(gallery.pictures.find((p) => p.slug === "gym")?.caption).toBe(
      seeded.pictures.find((p) => p.slug === "gym")?.caption,
    );
    expect(gallery.pictures[0]?.caption).toBe("arrival 说明");
  });

  it("shows the pictures in the CMS's order", () => {
    const gallery = galleryFromCms(seeded, { pictures: rows().reverse() }, "public");
    expect(gallery.pictures.map((p) => p.slug)).toEqual([...gallerySlugs].reverse());
  });

  it("uses an upload's renditions and focal point, and its alt text in this language only", () => {
    const pictures = rows().map((row) => (row.slug === "lobby" ? { ...row, picture: media } : row));
    const lobby = galleryFromCms(seeded, { pictures }, "public").pictures[2];
    expect(lobby?.alt).toBe("大堂实景");
    expect(lobby?.upload?.src).toBe("/media/7/mx08ocg0/lobby-1080x720.webp");
    expect(lobby?.upload?.avif).toEqual([
      { src: "/media/7/mx08ocg0/lobby-640x427.avif", width: 640 },
    ]);
    expect(lobby?.upload?.position).toBe("30% 60%");
    // An editor's preview reads the CMS's own (signed-in) addresses, never the public route.
    const preview = galleryFromCms(seeded, { pictures }, "editor").pictures[2];
    expect(preview?.upload?.webp[0]?.src).toBe("/api/cms/media/file/lobby-640x427.webp");

    const withoutAlt = rows().map((row) =>
      row.slug === "lobby" ? { ...row, picture: { ...media, alt: null } } : row,
    );
    const artwork = galleryFromCms(seeded, { pictures: withoutAlt }, "public").pictures[2];
    expect(artwork?.upload).toBeUndefined();
    expect(artwork?.alt).toBe(seeded.pictures[2]?.alt);
  });
});
