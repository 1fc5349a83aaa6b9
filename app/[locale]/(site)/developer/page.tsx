import type { Metadata } from "next";
import { ImpressionMark } from "@/components/ui/impression-mark";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AdvertisingParticulars } from "@/components/site/advertising-particulars";
import { ContactList } from "@/components/site/developer/contact-list";
import { SalesGallery } from "@/components/site/developer/sales-gallery";
import { JsonLd } from "@/components/site/json-ld";
import { PageIntro } from "@/components/site/page-intro";
import { developerFacts } from "@/content/developer";
import { images } from "@/content/images";
import { pageMetadata } from "@/server/seo/page-metadata";
import { organizationJsonLd } from "@/server/seo/structured-data";
import { siteContent } from "@/server/cms/read/content";
import { currentSiteSettings } from "@/server/cms/read/site-settings";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = await siteContent("developer", locale);
  return pageMetadata({ locale, path: "/developer", ...meta });
}

export default async function DeveloperPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Developer");
  const [copy, concept, settings] = await Promise.all([
    siteContent("developer", locale),
    siteContent("concept", locale),
    currentSiteSettings(),
  ]);
  return (
    <>
      <JsonLd data={organizationJsonLd(locale, settings.contact)} />
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} />
      <div className="mx-auto mb-14 max-w-7xl px-5 sm:px-8 lg:mb-20">
        <div className="relative aspect-[4/3] overflow-hidden rounded-brand sm:aspect-[21/9]">
          <ResponsiveImage
            src={images.hero}
            alt={concept.hero.imageAlt}
            fill
            sizes="(min-width: 1280px) 1216px, 100vw"
            placeholder="blur"
            className="object-cover"
          />
          <ImpressionMark />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-14 px-5 pb-16 sm:px-8 lg:grid-cols-[7fr_5fr] lg:gap-20">
        <div className="flex flex-col gap-12">
          <div className="flex flex-col gap-5 text-lg leading-relaxed">
            {copy.profile.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-4 border-y border-line py-8">
            {copy.milestones.map((m) => (
              <div key={m.label} className="flex flex-col-reverse justify-end gap-1">
                <dt className="text-sm text-muted">{m.label}</dt>
                <dd className="font-display text-3xl font-semibold text-accent-text sm:text-4xl">
                  {m.value}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="contact-title">
            <h2 id="contact-title" className="mb-5 font-display text-3xl font-medium sm:text-4xl">
              {t("contactTitle")}
            </h2>
            <ContactList locale={locale} contact={settings.contact} />
          </section>
          <section aria-labelledby="company-title">
            <h2 id="company-title" className="font-display text-3xl font-medium sm:text-4xl">
              {t("companyTitle")}
            </h2>
            <p className="mt-4 font-semibold">{developerFacts.company}</p>
            <p className="text-muted">
              {t("registrationNumber", { number: developerFacts.registrationNumber })}
            </p>
            <h3 className="mt-5 text-xs font-semibold tracking-[0.2em] text-accent-text uppercase">
              {t("registeredOffice")}
            </h3>
            <address className="mt-2 leading-relaxed not-italic">
              {developerFacts.registeredAddress.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </section>
        </div>
        <div>
          <SalesGallery copy={copy.salesGallery} addressLines={settings.contact.galleryAddress} />
        </div>
      </div>
      <section
        aria-labelledby="particulars-title"
        className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:pb-28"
      >
        <h2 id="particulars-title" className="font-display text-3xl font-medium sm:text-4xl">
          {t("particularsTitle")}
        </h2>
        <p className="mt-3 mb-8 max-w-3xl text-muted">{t("particularsIntro")}</p>
        <AdvertisingParticulars />
      </section>
    </>
  );
}
