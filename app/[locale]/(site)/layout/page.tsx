import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { LayoutPlans } from "@/components/site/layout/layout-plans";
import { layoutPlansMetadata } from "@/server/seo/layout-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return layoutPlansMetadata((await params).locale);
}

// Prerendered without filters; a filtered URL is rewritten to ./filtered by proxy.ts.
export default async function LayoutPlansPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LayoutPlans locale={locale} />;
}
