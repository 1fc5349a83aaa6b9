import "server-only";
import type { Locale } from "next-intl";
import type { FAQPage } from "schema-dts";
import type { RenderedFaq } from "@/content/faq/render";
import { localeInfo } from "@/i18n/locales";
import { absoluteUrl } from "./page-metadata";
import type { Node } from "./structured-data";

/** The FAQ for search engines: every question with the answer the page shows, figures filled. */
export function faqPageJsonLd(locale: Locale, faq: RenderedFaq): Node<FAQPage> {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(locale, "/faq")}#faq`,
    url: absoluteUrl(locale, "/faq"),
    inLanguage: localeInfo[locale].tag,
    mainEntity: faq.sections.flatMap((section) =>
      section.questions.map((q) => ({
        "@type": "Question" as const,
        name: q.question,
        acceptedAnswer: { "@type": "Answer" as const, text: q.answer },
      })),
    ),
  };
}
