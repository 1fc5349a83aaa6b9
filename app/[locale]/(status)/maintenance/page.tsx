import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StatusPage } from "@/components/site/status-page";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Maintenance" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function MaintenancePage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Maintenance");
  return <StatusPage title={t("title")} body={t("body")} />;
}
