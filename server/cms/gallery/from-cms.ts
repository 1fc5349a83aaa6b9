import type { Gallery, GalleryPicture } from "@/content/gallery";
import { withPublished } from "../content/cms-shape";
import { rowsOf } from "./media-doc";
import { uploadInLanguage, type MediaUrls } from "./uploaded-image";

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
    const shown = uploadInLanguage(row.picture, urls);
    return [shown ? { ...picture, caption, ...shown } : { ...picture, caption }];
  });
  // A picture the document lacks (it holds every one; an old version might not) keeps its place.
  const rest = seeded.pictures.filter((p) => !seen.has(p.slug));
  return { ...copy, pictures: pictures.length ? [...pictures, ...rest] : seeded.pictures };
}
