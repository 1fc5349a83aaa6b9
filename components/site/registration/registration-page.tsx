import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { AdvertisingParticulars } from "@/components/site/advertising-particulars";
import { unitTypeCodes } from "@/content/units/categories";
import type { LinkedInterest } from "@/lib/registration/linked-interest";
import { publishedSalutations } from "@/server/salutations/published";
import { RegistrationForm } from "./registration-form";
import { RegistrationIntro } from "./registration-intro";

interface RegistrationPageProps {
  locale: Locale;
  /** The address the form posts to without scripts: the page's own, query included. */
  permalink: string;
  /** What the link that opened the page names, when the page is rendered for it. */
  interest?: LinkedInterest | null;
  /** A word above the form (a unit no longer to be had). */
  notice?: ReactNode;
}

/** The interest form and its introduction: /register, prerendered or rendered for a unit's link. */
export async function RegistrationPage({
  locale,
  permalink,
  interest,
  notice,
}: RegistrationPageProps) {
  const messages = await getMessages();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-12 sm:px-8 lg:grid-cols-[5fr_7fr] lg:gap-16 lg:py-20">
      <RegistrationIntro />
      <div className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10">
        {notice}
        {/* The form's own strings only: the rest of the site's messages stay on the server. */}
        <NextIntlClientProvider
          messages={{
            Registration: messages.Registration,
            RegistrationErrors: messages.RegistrationErrors,
          }}
        >
          <RegistrationForm
            salutations={publishedSalutations(locale)}
            unitTypes={unitTypeCodes}
            permalink={permalink}
            interest={interest}
          />
        </NextIntlClientProvider>
        <AdvertisingParticulars variant="compact" className="mt-8 border-t border-line pt-6" />
      </div>
    </div>
  );
}
