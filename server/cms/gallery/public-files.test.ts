import { describe, expect, it } from "vitest";
import { testMedia } from "../hero/test-media";
import { mediaVersion } from "./media-doc";
import { publicFile, publicMedia } from "./public-files";

const lobby = testMedia(1, "lobby");
const wide = testMedia(3, "tower-wide");
const tall = testMedia(4, "tower-tall");
const gallery = {
  pictures: [
    { slug: "lobby", picture: lobby },
    { slug: "gym", picture: null },
  ],
};
const request = (id: number, file: string) => ({
  id: String(id),
  version: mediaVersion(lobby),
  file,
});

describe("the uploads the public may fetch", () => {
  it("are the pictures of the published gallery and of the published hero, each cut", () => {
    const media = publicMedia({ gallery, hero: { desktop: wide, phone: tall } });
    expect(media.map((m) => m.id)).toEqual([1, 3, 4]);
    expect(publicFile(media, request(3, "tower-wide-640.avif"))?.mimeType).toBe("image/avif");
    expect(publicFile(media, request(4, "tower-tall.jpg"))?.mimeType).toBe("image/jpeg");
    expect(publicFile(media, request(1, "lobby-1080.webp"))?.filename).toBe("lobby-1080.webp");
  });

  it("leave out a hero nobody published, a cut left empty and an id the CMS did not populate", () => {
    expect(publicMedia({ gallery: null, hero: null })).toEqual([]);
    const media = publicMedia({ gallery: {}, hero: { desktop: null, phone: 4 } });
    expect(media).toEqual([]);
    expect(publicFile(media, request(4, "tower-tall.jpg"))).toBeNull();
  });

  it("serve no file of another picture, and no path outside the picture's files", () => {
    const media = publicMedia({ gallery: null, hero: { desktop: wide } });
    expect(publicFile(media, request(1, "lobby.jpg"))).toBeNull();
    expect(publicFile(media, request(3, "../lobby.jpg"))).toBeNull();
    expect(publicFile(media, { ...request(3, "tower-wide.jpg"), version: "0" })).toBeNull();
  });
});
