import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { layoutValues } from "@/content/facts/message-values";
import { pageMetadata } from "./page-metadata";

/**
 * The layout list's title and description, for /layout and for its filtered form (which names
 * /layout as its address): one function, so the two cannot drift apart.
 */
export async function layoutPlansMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "LayoutPage" });
  return pageMetadata({
    locale,
    path: "/layout",
    title: t("metaTitle", layoutValues),
    description: t("metaDescription", layoutValues),
  });
}
