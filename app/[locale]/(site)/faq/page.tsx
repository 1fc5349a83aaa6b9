import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { FaqQuestion } from "@/components/site/faq/faq-question";
import { JsonLd } from "@/components/site/json-ld";
import { PageIntro } from "@/components/site/page-intro";
import { getFaq } from "@/content/faq";
import { renderFaq } from "@/content/faq/render";
import { siteContent } from "@/server/cms/read/content";
import { currentParticulars } from "@/server/cms/read/particulars";
import { faqPageJsonLd } from "@/server/seo/faq-data";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const { meta } = await siteContent("faq", locale);
  return pageMetadata({ locale, path: "/faq", ...meta });
}

/** Questions buyers ask: words from the CMS (area `faq`), figures and sources from content/. */
export default async function FaqPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [copy, particulars] = await Promise.all([siteContent("faq", locale), currentParticulars()]);
  const faq = renderFaq(copy, getFaq(locale), locale, particulars);
  return (
    <>
      <JsonLd data={faqPageJsonLd(locale, faq)} />
      <PageIntro eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-5 pb-16 sm:px-8 lg:pb-24">
        <div className="flex max-w-4xl flex-col gap-12">
          {faq.sections.map((section) => (
            <section key={section.id} aria-labelledby={`faq-${section.id}`}>
              <h2 id={`faq-${section.id}`} className="font-display text-3xl font-medium">
                {section.heading}
              </h2>
              <div className="mt-4 border-t border-line">
                {section.questions.map((question) => (
                  <FaqQuestion key={question.id} locale={locale} {...question} />
                ))}
              </div>
            </section>
          ))}
          <p className="text-sm leading-relaxed text-muted">{faq.disclaimer}</p>
        </div>
      </div>
    </>
  );
}
