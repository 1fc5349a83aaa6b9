import type { Metadata } from "next";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { AdvertisingParticulars } from "@/components/site/advertising-particulars";
import { RegistrationIntro } from "@/components/site/registration/registration-intro";
import { RegistrationForm } from "@/components/site/registration/registration-form";
import { getPathname } from "@/i18n/navigation";
import { unitTypeCodes } from "@/content/units/categories";
import { publishedSalutations } from "@/server/salutations/published";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

// Static HTML, refreshed every few minutes so salutation changes in the database show up.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Registration" });
  return pageMetadata({
    locale,
    path: "/register",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

export default async function RegisterPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [salutations, messages] = [publishedSalutations(locale), await getMessages()];
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 lg:grid-cols-[5fr_7fr] lg:gap-16 lg:py-20">
      <RegistrationIntro />
      <div className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10">
        {/* The form's own strings only: the rest of the site's messages stay on the server. */}
        <NextIntlClientProvider
          messages={{
            Registration: messages.Registration,
            RegistrationErrors: messages.RegistrationErrors,
          }}
        >
          <RegistrationForm
            salutations={salutations}
            unitTypes={unitTypeCodes}
            permalink={getPathname({ locale, href: "/register" })}
          />
        </NextIntlClientProvider>
        <AdvertisingParticulars variant="compact" className="mt-8 border-t border-line pt-6" />
      </div>
    </div>
  );
}
