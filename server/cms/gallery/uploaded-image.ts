import type { Rendition, UploadedImage } from "@/content/gallery";
import { mediaOf, publicMediaUrl, type MediaDoc, type MediaSize } from "./media-doc";

/**
 * Where a page finds an upload's files: the public route for published content, the CMS's own
 * (editors only) in an editor's preview, so a draft's new picture never gets a public address.
 */
export type MediaUrls = "public" | "editor";

/** An upload as a page shows it in one language: its files, its alt text there, its mark. */
export interface UploadInLanguage {
  upload: UploadedImage;
  alt: string;
  artistImpression: boolean;
}

/**
 * A picture field's upload in the language the CMS was read in, or nothing: an upload is shown in
 * a language only where its alt text is written in that language (the gallery's and the hero's
 * rule), so no visitor meets a picture described in another language, or not at all.
 */
export function uploadInLanguage(value: unknown, urls: MediaUrls): UploadInLanguage | undefined {
  const media = mediaOf(value);
  const alt = typeof media?.alt === "string" ? media.alt.trim() : "";
  const upload = media && alt ? uploadedImage(media, urls) : undefined;
  if (!media || !upload) return undefined;
  return { upload, alt, artistImpression: media.artistImpression !== false };
}

function uploadedImage(media: MediaDoc, urls: MediaUrls): UploadedImage | undefined {
  const { filename, width, height } = media;
  if (!filename || !width || !height) return undefined;
  const url = (file: MediaSize) =>
    urls === "public" ? publicMediaUrl(media, file.filename ?? "") : (file.url ?? "");
  const renditions = (format: "avif" | "webp"): Rendition[] =>
    Object.values(media.sizes ?? {})
      .filter((s): s is MediaSize =>
        Boolean(s?.filename && s.width && s.mimeType === `image/${format}`),
      )
      .map((s) => ({ src: url(s), width: s.width ?? 0 }))
      .sort((a, b) => a.width - b.width)
      // An upload narrower than the widest sizes gets them at its own width: list each width
      // once, or the browser drops a srcset that repeats a descriptor.
      .filter((r, i, all) => all[i - 1]?.width !== r.width);
  const webp = renditions("webp");
  // 1080 px serves most screens; the largest WebP when the upload was smaller.
  const fallback = webp.find((r) => r.width >= 1080) ?? webp.at(-1);
  return {
    src: fallback?.src ?? url(media),
    width,
    height,
    avif: renditions("avif"),
    webp,
    position: `${media.focalX ?? 50}% ${media.focalY ?? 50}%`,
    filename,
  };
}
