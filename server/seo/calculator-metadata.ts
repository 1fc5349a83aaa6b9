import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/server/seo/page-metadata";

/** Both the prerendered page and the one computed for a query have /calculator as their address. */
export async function calculatorMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Calculator" });
  return pageMetadata({
    locale,
    path: "/calculator",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}
