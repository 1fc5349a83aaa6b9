import { PromotionPanel } from "@/components/site/promotions/promotion-panel";
import type { Metadata } from "next";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Hero } from "@/components/site/concept/hero";
import { KeyFacts } from "@/components/site/concept/key-facts";
import { AdvertisingParticulars } from "@/components/site/advertising-particulars";
import { CategorySummary } from "@/components/site/landing/category-summary";
import { RegistrationForm } from "@/components/site/registration/registration-form";
import { getPathname, Link } from "@/i18n/navigation";
import { unitTypeCodes } from "@/content/units/categories";
import { publishedSalutations } from "@/server/salutations/published";
import { pageMetadata } from "@/server/seo/page-metadata";
import { terminalValues } from "@/content/facts/message-values";
import { siteContent } from "@/server/cms/read/content";
import { siteHeroPictures } from "@/server/cms/read/hero";
import { currentParticulars } from "@/server/cms/read/particulars";
import { permitCovers, permitStatus } from "@/lib/particulars/permit-status";
import { malaysiaDay } from "@/lib/time/malaysia";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

// At most 300 s; the prices and counts (the cached inventory summary) bring it down to theirs.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Landing" });
  return pageMetadata({
    locale,
    path: "/landing",
    title: t("metaTitle"),
    description: t("metaDescription", terminalValues(locale)),
  });
}

/** Where advertisements point: the essentials and the form on one page, nothing to click through. */
export default async function LandingPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tFunnel] = await Promise.all([getTranslations("Landing"), getTranslations("Funnel")]);
  const [concept, heroPictures, particulars] = await Promise.all([
    siteContent("concept", locale),
    siteHeroPictures(locale),
    currentParticulars(),
  ]);
  const permit = permitStatus(particulars, malaysiaDay(new Date()));
  const [salutations, messages] = [publishedSalutations(locale), await getMessages()];
  return (
    <>
      <Hero hero={concept.hero} pictures={heroPictures} registerHref="#register" />
      <PromotionPanel placement="landing" locale={locale} className="mt-10" />
      <KeyFacts facts={concept.facts} />
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:px-8 lg:grid-cols-[5fr_7fr] lg:py-24">
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="font-display text-4xl font-medium">
            {t("categoriesTitle")}
          </h2>
          <p className="mt-4 mb-8 leading-relaxed text-muted">{concept.investment.intro}</p>
          <CategorySummary copy={concept.investment.categories} locale={locale} />
          <Link
            href="/availability"
            prefetch={false}
            className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-accent-text underline underline-offset-4"
          >
            {tFunnel("availability")}
          </Link>
        </section>
        <section
          id="register"
          aria-labelledby="register-title"
          className="scroll-mt-28 rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10"
        >
          <h2 id="register-title" className="font-display text-4xl font-medium">
            {t("formTitle")}
          </h2>
          {permitCovers(permit) ? (
            <>
              <p className="mt-3 mb-8 text-muted">{t("formIntro")}</p>
              <NextIntlClientProvider
                messages={{
                  Registration: messages.Registration,
                  RegistrationErrors: messages.RegistrationErrors,
                }}
              >
                <RegistrationForm
                  salutations={salutations}
                  unitTypes={unitTypeCodes}
                  permalink={getPathname({ locale, href: "/landing" })}
                />
              </NextIntlClientProvider>
            </>
          ) : (
            // Advertising without a current permit is an offence: where the ads point, no form.
            <p
              role="status"
              className="mt-3 rounded-brand border border-line bg-bg p-4 leading-relaxed"
            >
              {t("registrationPaused")}
            </p>
          )}
          <AdvertisingParticulars variant="compact" className="mt-8 border-t border-line pt-6" />
        </section>
      </div>
    </>
  );
}
