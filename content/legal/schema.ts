import { z } from "zod";

const block = z.discriminatedUnion("type", [
  z.object({ type: z.literal("p"), text: z.string().min(1) }),
  z.object({ type: z.literal("ul"), items: z.array(z.string().min(1)).min(1) }),
]);

/** A long legal text: sections with anchors, each a run of paragraphs and lists. */
export const legalDocumentSchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1) }),
  title: z.string().min(1),
  intro: z.string().min(1),
  sections: z
    .array(
      z.object({
        /** Anchor in the URL (`/privacy#rights`): the same in every language, so links survive. */
        id: z.string().regex(/^[a-z][a-z0-9-]*$/),
        heading: z.string().min(1),
        blocks: z.array(block).min(1),
      }),
    )
    .min(1)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, {
      message: "section ids must be unique",
    }),
});

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalBlock = LegalDocument["sections"][number]["blocks"][number];
