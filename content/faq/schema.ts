import { z } from "zod";
import { faqQuestionIds, faqSectionIds, type FaqCopy } from "./types";

const text = z.string().trim().min(1);
const entry = z.object({ question: text, answer: text });

/**
 * The FAQ copy of one language: every section heading and every question, none empty (a record
 * over an enum of keys requires each key).
 */
export const faqCopySchema: z.ZodType<FaqCopy> = z.object({
  meta: z.object({ title: text.max(60), description: text.max(160) }),
  eyebrow: text,
  title: text,
  intro: text,
  sections: z.record(z.enum(faqSectionIds), text),
  questions: z.record(z.enum(faqQuestionIds), entry),
  disclaimer: text,
});
