import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ServerError } from "@/components/site/server-error";
import { currentSiteSettings } from "@/server/cms/read/site-settings";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "ServerError" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ServerErrorPage({ params }: PageProps) {
  setRequestLocale((await params).locale);
  const { contact } = await currentSiteSettings();
  return <ServerError phone={contact.phone} />;
}
