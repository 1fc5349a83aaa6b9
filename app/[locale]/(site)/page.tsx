import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { ClosingCta } from "@/components/site/concept/closing-cta";
import { Hero } from "@/components/site/concept/hero";
import { Investment } from "@/components/site/concept/investment";
import { KeyFacts } from "@/components/site/concept/key-facts";
import { Quote } from "@/components/site/concept/quote";
import { Sanctuary } from "@/components/site/concept/sanctuary";
import { NextSteps } from "@/components/site/funnel/next-steps";
import { JsonLd } from "@/components/site/json-ld";
import { PromotionPanel } from "@/components/site/promotions/promotion-panel";
import { siteContent } from "@/server/cms/read/content";
import { siteHeroPictures } from "@/server/cms/read/hero";
import { currentSiteSettings } from "@/server/cms/read/site-settings";
import { pageMetadata } from "@/server/seo/page-metadata";
import { homeJsonLd } from "@/server/seo/structured-data";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = await siteContent("concept", locale);
  return pageMetadata({ locale, path: "/", ...meta });
}

export default async function ConceptPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [concept, heroPictures, settings] = await Promise.all([
    siteContent("concept", locale),
    siteHeroPictures(locale),
    currentSiteSettings(),
  ]);
  return (
    <>
      <JsonLd data={homeJsonLd(locale, settings.contact, concept.meta.description)} />
      <Hero hero={concept.hero} pictures={heroPictures} />
      <PromotionPanel placement="home" locale={locale} className="mt-10" />
      <KeyFacts facts={concept.facts} />
      <Quote quote={concept.quote} />
      <Sanctuary sanctuary={concept.sanctuary} />
      <Investment investment={concept.investment} />
      <NextSteps locale={locale} />
      <ClosingCta closing={concept.closing} />
    </>
  );
}
