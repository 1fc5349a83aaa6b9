import { z } from "zod";
import type { FacilityKey } from "./items";

const text = z.string().trim().min(1);

export const facilitiesCopySchema = z.object({
  meta: z.object({ title: text, description: text }),
  eyebrow: text,
  title: text,
  intro: text,
  mainImageAlt: text,
  items: z.record(z.string(), z.object({ name: text, description: text.max(220) })),
});

/** One language's facilities text: heading, intro, the main picture's alt text, and each facility. */
export interface FacilitiesCopy extends z.infer<typeof facilitiesCopySchema> {
  items: Record<FacilityKey, { name: string; description: string }>;
}
