import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { SectionHeading } from "@/components/ui/section-heading";
import { inventorySummary } from "@/server/units/cached-summary";
import { balanceOf } from "@/server/units/summary";
import { unitTypeCodes } from "@/content/units/codes";
import { priceLine } from "./price-line";
import { StepCard } from "./step-card";

/**
 * The home page's ways onward, beside registering: a visit, the brochure, prices and what is
 * left, the pictures and the place. A buyer who has read the concept never meets a dead end.
 */
export async function NextSteps({ locale }: { locale: Locale }) {
  const [t, summary] = await Promise.all([
    getTranslations({ locale, namespace: "Funnel" }),
    inventorySummary(),
  ]);
  const availability = await priceLine(balanceOf(summary, unitTypeCodes), locale);
  return (
    <section
      aria-labelledby="next-steps-title"
      className="mx-auto max-w-7xl px-5 pb-20 sm:px-8 lg:pb-28"
      data-testid="next-steps"
    >
      <div className="grid gap-6 lg:grid-cols-[1fr_1fr] lg:items-end">
        <SectionHeading id="next-steps-title" eyebrow={t("nextEyebrow")} title={t("nextTitle")} />
        <p className="leading-relaxed text-muted">{t("nextIntro")}</p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StepCard href="/book" title={t("book")} body={t("bookBody")} primary />
        <StepCard href="/availability" title={t("availability")} body={availability} />
        <StepCard
          href={`/brochure/${locale}.pdf`}
          external={t("pdfNewTab")}
          title={t("brochure")}
          body={t("brochureBody")}
        />
        <StepCard href="/gallery" title={t("gallery")} body={t("galleryBody")} />
        <StepCard href="/location" title={t("location")} body={t("locationBody")} />
      </ul>
    </section>
  );
}
