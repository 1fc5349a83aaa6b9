import type { MediaDoc } from "../gallery/media-doc";

/** An uploaded picture as the CMS returns it (populated, in one language), for unit tests. */
export function testMedia(id: number, name: string, overrides: Partial<MediaDoc> = {}): MediaDoc {
  const rendition = (width: number, format: "avif" | "webp") => ({
    filename: `${name}-${width}.${format}`,
    width,
    height: Math.round((width * 9) / 16),
    mimeType: `image/${format}`,
    url: `/api/cms/media/file/${name}-${width}.${format}`,
  });
  return {
    id,
    filename: `${name}.jpg`,
    mimeType: "image/jpeg",
    width: 2400,
    height: 1350,
    updatedAt: "2026-11-28T10:00:00.000Z",
    alt: `${name} alt`,
    artistImpression: true,
    focalX: 40,
    focalY: 70,
    sizes: {
      w640avif: rendition(640, "avif"),
      w640webp: rendition(640, "webp"),
      w1080webp: rendition(1080, "webp"),
    },
    ...overrides,
  };
}
