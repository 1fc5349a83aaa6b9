import { uploadInLanguage, type MediaUrls, type UploadInLanguage } from "../gallery/uploaded-image";

/** The uploads the hero shows in one language: a cut for each screen width. */
export interface HeroPictures {
  /** From the `md` breakpoint up (tablets, computers): the wide 16:9 cut. */
  desktop: UploadInLanguage;
  /** Below `md` (phones): the tall 9:16 cut. */
  phone: UploadInLanguage;
}

/** The hero global's two picture fields as the CMS returns them (populated one level). */
export const heroFields = (doc: unknown): unknown[] => {
  if (doc === null || typeof doc !== "object") return [];
  const { desktop, phone } = doc as { desktop?: unknown; phone?: unknown };
  return [desktop, phone];
};

/**
 * The hero's pictures in the language the CMS was read in, or nothing (the generated artwork
 * shows). A cut counts only where its alt text is written in this language; a single cut serves
 * both widths, cropped around its focal point.
 */
export function heroFromCms(doc: unknown, urls: MediaUrls): HeroPictures | undefined {
  const [wide, tall] = heroFields(doc).map((value) => uploadInLanguage(value, urls));
  const either = wide ?? tall;
  if (!either) return undefined;
  return { desktop: wide ?? either, phone: tall ?? either };
}
