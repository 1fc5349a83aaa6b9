import { heroFields } from "../hero/from-cms";
import { mediaOf, mediaVersion, rowsOf, type MediaDoc } from "./media-doc";

/** The published documents whose pictures are public (each as the CMS returns it, or nothing). */
export interface PublishedWithPictures {
  gallery: unknown;
  hero: unknown;
}

/**
 * The only uploads the public may fetch: the pictures the published gallery and the published
 * hero show. A draft's picture, or an upload nothing published uses, is not among them.
 */
export function publicMedia(published: PublishedWithPictures): MediaDoc[] {
  return [...galleryMedia(published.gallery), ...heroMedia(published.hero)];
}

/** The pictures a published gallery shows. */
export function galleryMedia(published: unknown): MediaDoc[] {
  return rowsOf(published)
    .map((row) => mediaOf(row.picture))
    .filter((doc) => doc !== undefined);
}

/** The pictures a published hero shows (either cut, in whichever languages). */
export function heroMedia(published: unknown): MediaDoc[] {
  return heroFields(published)
    .map(mediaOf)
    .filter((doc) => doc !== undefined);
}

export interface PublicFile {
  /** The file's name in the media directory, as the CMS stored it (never the request's words). */
  filename: string;
  mimeType: string;
}

/**
 * The file `/media/<id>/<version>/<file>` names, if it is the upload or a rendition of a public
 * picture (publicMedia), at its current version; anything else is nobody's business (404).
 * The answer's name comes from the CMS's record, so `..` or a slash in the request reaches no file.
 */
export function publicFile(
  media: MediaDoc[],
  request: { id: string; version: string; file: string },
): PublicFile | null {
  const doc = media.find((m) => String(m.id) === request.id);
  if (!doc || mediaVersion(doc) !== request.version) return null;
  const files = [doc, ...Object.values(doc.sizes ?? {})];
  const match = files.find((f) => f?.filename && f.filename === request.file);
  const filename = match?.filename;
  if (!filename || !match.mimeType?.startsWith("image/") || /[/\\]|^\.\.?$/.test(filename))
    return null;
  return { filename, mimeType: match.mimeType };
}
