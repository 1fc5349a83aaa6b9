import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LegalDocumentView } from "@/components/site/legal/legal-document";
import { getLegalDocument } from "@/content/legal";
import { privacyNoticeValues } from "@/server/contact/privacy-values";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata({ locale, path: "/privacy", ...getLegalDocument("privacy", locale).meta });
}

export default async function PrivacyPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("LegalDocument");
  return (
    <LegalDocumentView
      document={getLegalDocument("privacy", locale, privacyNoticeValues(locale))}
      eyebrow={t("eyebrow")}
    />
  );
}
