import type { Locale } from "next-intl";
import { conceptEn } from "@/content/concept/en";
import { conceptMs } from "@/content/concept/ms";
import { conceptZh } from "@/content/concept/zh";
import type { ConceptContent } from "@/content/concept/types";

interface ContentArea<T> {
  /** What the marketing team sees in the CMS's menu. */
  label: string;
  /** The page it is read on, for preview (without the language prefix). */
  path: string;
  /** Today's typed content (content/): the CMS's first version, and what shows while it is empty. */
  seeded: Record<Locale, T>;
}

/**
 * The parts of the site the marketing team edits in the CMS, each a Payload global of its own
 * (server/cms/globals/content-global.ts) shaped like its typed content.
 */
export const contentAreas = {
  concept: {
    label: "Home page",
    path: "/",
    seeded: { en: conceptEn, zh: conceptZh, ms: conceptMs },
  } satisfies ContentArea<ConceptContent>,
};

export type ContentAreaKey = keyof typeof contentAreas;
export type ContentOf<K extends ContentAreaKey> = (typeof contentAreas)[K]["seeded"]["en"];

export const contentAreaKeys = Object.keys(contentAreas) as ContentAreaKey[];
