import { z } from "zod";
import type { GallerySlug } from "./items";

// One character is a real title in Chinese (图库 is two); emptiness is the mistake to catch.
const text = z.string().trim().min(1);

export const galleryCopySchema = z.object({
  meta: z.object({ title: text, description: text }),
  eyebrow: text,
  title: text,
  intro: text,
  items: z.record(z.string(), z.object({ alt: text, caption: text })),
});

/** One language's gallery text: the page's heading and intro, and alt text + caption per picture. */
export interface GalleryCopy extends z.infer<typeof galleryCopySchema> {
  items: Record<GallerySlug, { alt: string; caption: string }>;
}
