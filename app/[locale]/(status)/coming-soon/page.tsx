import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { StatusPage } from "@/components/site/status-page";
import { ButtonLink } from "@/components/ui/button-link";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "ComingSoon" });
  return { title: t("metaTitle"), robots: { index: false } };
}

export default async function ComingSoonPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ComingSoon");
  return (
    <StatusPage title={t("title")} body={t("body")}>
      <ButtonLink href="/register">{t("register")}</ButtonLink>
      <ButtonLink href="/" variant="outline">
        {t("home")}
      </ButtonLink>
    </StatusPage>
  );
}
