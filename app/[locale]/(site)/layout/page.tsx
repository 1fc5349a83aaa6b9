import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LayoutPlans } from "@/components/site/layout/layout-plans";
import { pageMetadata } from "@/server/seo/page-metadata";
import { layoutValues } from "@/content/facts/message-values";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "LayoutPage" });
  return pageMetadata({
    locale,
    path: "/layout",
    title: t("metaTitle", layoutValues),
    description: t("metaDescription", layoutValues),
  });
}

// Prerendered without filters; a filtered URL is rewritten to ./filtered by proxy.ts.
export default async function LayoutPlansPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LayoutPlans locale={locale} />;
}
