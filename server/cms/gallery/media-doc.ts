/** What the gallery reads of an uploaded picture (the `media` collection, populated one level). */
export interface MediaSize {
  filename?: string | null;
  width?: number | null;
  height?: number | null;
  mimeType?: string | null;
  url?: string | null;
}

export interface MediaDoc extends MediaSize {
  id: number | string;
  updatedAt?: string | null;
  alt?: string | null;
  artistImpression?: boolean | null;
  focalX?: number | null;
  focalY?: number | null;
  sizes?: Record<string, MediaSize | null | undefined> | null;
}

/** A gallery row's picture, when the CMS populated it (an id alone, or nothing, is no upload). */
export function mediaOf(value: unknown): MediaDoc | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const doc = value as MediaDoc;
  return doc.id !== undefined && typeof doc.filename === "string" ? doc : undefined;
}

/** The rows of a gallery document as the CMS returns them. */
export function rowsOf(doc: unknown): { slug?: unknown; picture?: unknown; caption?: unknown }[] {
  const rows = (doc as { pictures?: unknown } | null | undefined)?.pictures;
  return Array.isArray(rows) ? rows.filter((row) => row !== null && typeof row === "object") : [];
}

/**
 * Part of every public file URL: changes whenever the picture does (a new file under the same
 * name, a new crop), so a browser may keep a file for a year without asking again.
 */
export const mediaVersion = (doc: MediaDoc): string =>
  (Date.parse(doc.updatedAt ?? "") || 0).toString(36);

/** The public address of one of a published picture's files (app/media/[id]/[version]/[file]). */
export const publicMediaUrl = (doc: MediaDoc, filename: string): string =>
  `/media/${encodeURIComponent(String(doc.id))}/${mediaVersion(doc)}/${encodeURIComponent(filename)}`;
