import type { Gallery, GalleryPicture, Rendition, UploadedImage } from "@/content/gallery";
import { withPublished } from "../content/cms-shape";
import { mediaOf, publicMediaUrl, rowsOf, type MediaDoc, type MediaSize } from "./media-doc";

/**
 * Where a page finds an upload's files: the public route for a published gallery, the CMS's own
 * (editors only) in an editor's preview, so a draft's new picture never gets a public address.
 */
export type MediaUrls = "public" | "editor";

/**
 * The gallery as the site shows it in one language: the published CMS document over the seeded
 * gallery. The heading and captions follow the other pages' rule (an empty field keeps the seeded
 * wording in that language); the order is the CMS's; a row's upload replaces the artwork only
 * where its alt text is written in this language.
 */
export function galleryFromCms(seeded: Gallery, doc: unknown, urls: MediaUrls): Gallery {
  if (doc === null || typeof doc !== "object") return seeded;
  const copy = withPublished(
    { meta: seeded.meta, eyebrow: seeded.eyebrow, title: seeded.title, intro: seeded.intro },
    doc,
  );
  const seen = new Set<string>();
  const pictures = rowsOf(doc).flatMap((row): GalleryPicture[] => {
    const picture = seeded.pictures.find((p) => p.slug === row.slug);
    if (!picture || seen.has(picture.slug)) return [];
    seen.add(picture.slug);
    const caption = withPublished(picture.caption, row.caption);
    const media = mediaOf(row.picture);
    const alt = typeof media?.alt === "string" ? media.alt.trim() : "";
    const upload = media && alt ? uploadedImage(media, urls) : undefined;
    if (!media || !upload) return [{ ...picture, caption }];
    return [
      { ...picture, caption, upload, alt, artistImpression: media.artistImpression !== false },
    ];
  });
  // A picture the document lacks (it holds every one; an old version might not) keeps its place.
  const rest = seeded.pictures.filter((p) => !seen.has(p.slug));
  return { ...copy, pictures: pictures.length ? [...pictures, ...rest] : seeded.pictures };
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
      .sort((a, b) => a.width - b.width);
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
