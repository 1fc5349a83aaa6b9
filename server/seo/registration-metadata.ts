import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "./page-metadata";

/** The form's title and description; every address of it names /register as its canonical one. */
export async function registrationMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Registration" });
  return pageMetadata({
    locale,
    path: "/register",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}
