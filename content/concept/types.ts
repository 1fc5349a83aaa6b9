import type { UnitCategoryKey } from "../units/categories";

export interface ConceptContent {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; description: string; imageAlt: string };
  facts: { value: string; label: string }[];
  quote: { text: string; attribution: string };
  sanctuary: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    highlights: string[];
    imageAlt: string;
  };
  investment: {
    eyebrow: string;
    title: string;
    intro: string;
    categories: Record<UnitCategoryKey, { name: string; summary: string; imageAlt: string }>;
  };
  closing: { title: string; body: string };
}
