/**
 * The gallery's pictures by slug, in display order, without the pictures themselves: the sitemap,
 * the bench and the tests list them where image files cannot be imported. `items.ts` pairs each with
 * its picture, and the type check keeps the two in step.
 */
export const gallerySlugs = [
  "arrival",
  "towers-at-dusk",
  "lobby",
  "pool-deck",
  "sky-lounge",
  "sky-terrace",
  "rooftop-garden",
  "bbq-deck",
  "studio",
  "single-suite",
  "double-suite",
  "dual-key-suite",
  "runway-view",
  "gym",
  "co-working",
  "meeting-room",
] as const;

export type GallerySlug = (typeof gallerySlugs)[number];
