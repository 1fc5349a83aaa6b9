import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { KeyPlan } from "@/components/site/floor-plan/key-plan";
import { KeyPlanLegend } from "@/components/site/floor-plan/key-plan-legend";
import { PromotionPanel } from "@/components/site/promotions/promotion-panel";
import { SectionHeading } from "@/components/ui/section-heading";
import type { LayoutFilters } from "@/lib/layout/filters";
import { LayoutTypes } from "./layout-types";
import { layoutValues } from "@/content/facts/message-values";

/**
 * The layout page: the key plan and every type. `filters` come from the query when the page is
 * rendered for a filtered URL (app/[locale]/(site-query)/layout/filtered); the prerendered page has none.
 */
export async function LayoutPlans({
  locale,
  filters,
}: {
  locale: Locale;
  filters?: LayoutFilters;
}) {
  const t = await getTranslations("LayoutPage");
  const messages = await getMessages();
  return (
    <div className="mx-auto max-w-7xl px-5 py-14 sm:px-8 lg:py-20">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
          {t("eyebrow")}
        </p>
        <h1 className="mt-3 font-display text-5xl font-medium leading-tight text-balance sm:text-6xl">
          {t("title", layoutValues)}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-muted">{t("intro")}</p>
      </header>

      <PromotionPanel placement="layout" locale={locale} contained={false} className="mt-10" />

      <section aria-labelledby="key-plan-title" className="mt-16 lg:mt-20">
        <div className="grid gap-4 lg:grid-cols-[1fr_1fr] lg:items-end">
          <SectionHeading
            id="key-plan-title"
            eyebrow={t("keyPlanEyebrow")}
            title={t("keyPlanTitle")}
          />
          <p className="leading-relaxed text-muted">{t("keyPlanIntro", layoutValues)}</p>
        </div>
        <div className="mt-8 rounded-brand border border-line bg-surface p-4 sm:p-8">
          <KeyPlan locale={locale} />
          <KeyPlanLegend locale={locale} />
        </div>
      </section>

      <section aria-labelledby="types-title" className="mt-20 lg:mt-28">
        <h2 id="types-title" className="mb-8 font-display text-4xl font-medium sm:text-5xl">
          {t("typesTitle")}
        </h2>
        <NextIntlClientProvider messages={{ LayoutPage: messages.LayoutPage }}>
          <LayoutTypes locale={locale} filters={filters} />
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
