import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { RegistrationPage } from "@/components/site/registration/registration-page";
import { getPathname } from "@/i18n/navigation";
import { registrationMetadata } from "@/server/seo/registration-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

// Static HTML, refreshed every few minutes so salutation changes in the database show up. A link
// naming a unit or a type is answered by ../(site-query)/register/unit, rendered for it.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return registrationMetadata((await params).locale);
}

export default async function RegisterPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <RegistrationPage locale={locale} permalink={getPathname({ locale, href: "/register" })} />
  );
}
