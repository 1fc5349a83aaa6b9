import { PromotionPanel } from "@/components/site/promotions/promotion-panel";
import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LiveAvailability } from "@/components/site/availability/live-availability";
import { StackingChart } from "@/components/site/availability/stacking-chart";
import { StatusLegend } from "@/components/site/availability/status-legend";
import { TypeBalance } from "@/components/site/availability/type-balance";
import { ButtonLink } from "@/components/ui/button-link";
import { formatRinggit } from "@/lib/money/ringgit";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import { inventorySummary } from "@/server/units/cached-summary";
import { balanceOf } from "@/server/units/summary";
import { unitTypeCodes } from "@/content/units/codes";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

// Prerendered, and regenerated from the cached inventory summary: its revalidate time (25 s) and
// its tag, expired by each desk change, become this page's, so a sale shows within a minute. With
// scripts, LiveAvailability brings the chart and counts up to date at once and follows each change.
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const [t, summary] = await Promise.all([
    getTranslations({ locale, namespace: "Availability" }),
    inventorySummary(),
  ]);
  const { fromPrice } = balanceOf(summary, unitTypeCodes);
  return pageMetadata({
    locale,
    path: "/availability",
    title: t("metaTitle"),
    description: t("metaDescription", {
      available: summary.available,
      total: summary.totalUnits,
      from: formatRinggit(fromPrice ?? summary.price.min, locale),
    }),
  });
}

export default async function AvailabilityPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tFunnel, summary] = await Promise.all([
    getTranslations("Availability"),
    getTranslations("Funnel"),
    inventorySummary(),
  ]);
  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 lg:py-16">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
          {t("eyebrow")}
        </p>
        <h1 className="mt-2 font-display text-5xl font-medium sm:text-6xl">{t("title")}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted">{t("intro")}</p>
        <p className="mt-4 text-xl font-semibold tabular-nums" data-testid="availability-summary">
          {t.rich("summary", {
            available: summary.available,
            total: summary.totalUnits,
            n: (count) => <span data-available-total="">{count}</span>,
          })}
        </p>
        <LiveAvailability
          locale={locale}
          cellTemplate={t("cell", { unit: "{unit}", type: "{type}", status: "{status}" })}
          statusWords={
            Object.fromEntries(
              unitStatuses.map((status) => [status, t("status", { status })]),
            ) as Record<UnitStatus, string>
          }
          liveTemplate={t("liveSummary", { summary: "{summary}" })}
        />
      </header>

      <PromotionPanel
        placement="availability"
        locale={locale}
        contained={false}
        className="mt-10"
      />

      <section aria-labelledby="types-title" className="mt-12">
        <h2 id="types-title" className="font-display text-3xl font-medium">
          {t("typesTitle")}
        </h2>
        <div className="mt-6 max-w-4xl">
          <TypeBalance types={summary.types} locale={locale} />
        </div>
      </section>

      <section aria-labelledby="chart-title" className="mt-16">
        <h2 id="chart-title" className="font-display text-3xl font-medium">
          {t("chartTitle")}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          {t("chartIntro")} {tFunnel("chartHint")}
        </p>
        <div className="mt-4">
          <StatusLegend counts={summary.statuses} />
        </div>
        <div className="mt-8 grid gap-10 lg:grid-cols-[auto_auto] lg:justify-start lg:gap-12 xl:gap-16">
          {summary.towers.map((tower) => (
            <StackingChart key={tower.code} tower={tower} locale={locale} />
          ))}
        </div>
      </section>

      <p className="mt-12 max-w-3xl text-sm text-muted">{t("note")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink href="/register">{t("register")}</ButtonLink>
        <ButtonLink href="/book" variant="outline">
          {tFunnel("book")}
        </ButtonLink>
        <ButtonLink href="/layout" variant="outline">
          {t("layout")}
        </ButtonLink>
      </div>
    </div>
  );
}
