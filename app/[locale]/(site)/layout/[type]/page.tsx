import type { Metadata } from "next";
import { Figures } from "@/components/ui/figures";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { FloorPlan } from "@/components/site/floor-plan/floor-plan";
import { KeyPlan } from "@/components/site/floor-plan/key-plan";
import { PlanViewer } from "@/components/site/floor-plan/plan-viewer";
import { FloorPlanJsonLd } from "@/components/site/layout/floor-plan-json-ld";
import { SpecTable } from "@/components/site/layout/spec-table";
import { TypeAvailability } from "@/components/site/layout/type-availability";
import { TypePager } from "@/components/site/layout/type-pager";
import { UnitTypeInstalment } from "@/components/site/calculator/unit-type-instalment";
import { ButtonLink } from "@/components/ui/button-link";
import { categoryNames } from "@/content/units/names";
import { getUnitType, unitTypes } from "@/content/units/unit-types";
import { CARD_SIZE, unitCardPath } from "@/server/seo/cards/paths";
import { pageMetadata } from "@/server/seo/page-metadata";
import { inventorySummary } from "@/server/units/cached-summary";
import { planMarkup, planOverride } from "@/server/units/plans";
import { Breadcrumb } from "@/components/site/breadcrumb";

interface PageProps {
  params: Promise<{ locale: Locale; type: string }>;
}

export function generateStaticParams() {
  return unitTypes.map(({ code }) => ({ type: code }));
}

// Only the 22 types exist; lower-case links are sent to the upper-case page by proxy.ts.
export const dynamicParams = false;
// The price and availability come from the cached inventory summary, whose revalidate time (25 s)
// and tag make this page's: it stays prerendered and follows a sale within a minute.

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, type } = await params;
  const unit = getUnitType(type);
  if (!unit) return {};
  const t = await getTranslations({ locale, namespace: "UnitType" });
  const values = {
    code: unit.code,
    category: categoryNames[unit.category][locale],
    sqft: unit.sizeSqft,
    sqm: unit.sizeSqm,
  };
  const rooms = `${t("bedroomsShort", { count: unit.bedrooms })}, ${t("bathrooms", { count: unit.bathrooms })}`;
  return pageMetadata({
    locale,
    path: `/layout/${unit.code}`,
    title: t("metaTitle", values),
    description: t("metaDescription", { ...values, rooms }),
    // The type's own card: its plan, code and size (app/cards/), not the site's.
    image: { url: unitCardPath(unit.code, locale), ...CARD_SIZE, alt: t("planImageAlt", values) },
  });
}

export default async function UnitTypePage({ params }: PageProps) {
  const { locale, type } = await params;
  setRequestLocale(locale);
  const unit = getUnitType(type);
  if (!unit) notFound();
  const [t, messages, summary] = await Promise.all([
    getTranslations("UnitType"),
    getMessages(),
    inventorySummary(),
  ]);
  const balance = summary.types.find((type) => type.code === unit.code) ?? {
    code: unit.code,
    total: 0,
    available: 0,
    fromPrice: null,
  };
  const category = categoryNames[unit.category][locale];
  const wide = unit.category === "dualKey";
  const maxWidth = planOverride(unit.code)
    ? undefined
    : planMarkup(unit, locale, { id: "w" }).maxWidth;

  return (
    <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 lg:py-16">
      <FloorPlanJsonLd
        unit={unit}
        locale={locale}
        layoutPlans={t("layoutPlans")}
        available={balance.available}
      />
      <Breadcrumb
        label={t("breadcrumb")}
        parent={{ href: "/layout", name: t("layoutPlans") }}
        current={unit.code}
      />
      <header className="mt-6">
        <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
          {category}
        </p>
        <h1 className="mt-2 font-display text-5xl font-medium sm:text-6xl">
          <Figures>{t("title", { code: unit.code })}</Figures>
        </h1>
        <p className="mt-3 text-lg text-muted tabular-nums">
          <Figures>{t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}</Figures> ·{" "}
          {t("bedroomsShort", { count: unit.bedrooms })} ·{" "}
          {t("bathrooms", { count: unit.bathrooms })}
        </p>
      </header>

      {/* Dual-key plans are wide: they take the full width, the specification goes beneath. */}
      <div
        className={`mt-10 grid gap-10 lg:gap-14 ${wide ? "" : "lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"}`}
      >
        <section aria-labelledby="plan-title" className="min-w-0">
          <h2 id="plan-title" className="sr-only">
            {t("plan")}
          </h2>
          <div
            className="mx-auto"
            style={maxWidth ? { maxWidth: `${maxWidth + 50}px` } : undefined}
          >
            <NextIntlClientProvider messages={{ FloorPlan: messages.FloorPlan }}>
              <PlanViewer code={unit.code} legibleWidth={maxWidth}>
                <FloorPlan unit={unit} locale={locale} id={`plan-${unit.code}`} fluid />
              </PlanViewer>
            </NextIntlClientProvider>
          </div>
        </section>
        <section
          aria-labelledby="spec-title"
          className={wide ? "grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-14" : ""}
        >
          <div>
            <h2 id="spec-title" className="font-display text-3xl font-medium">
              {t("specTitle")}
            </h2>
            <div className="mt-6">
              <SpecTable unit={unit} locale={locale} />
            </div>
          </div>
          <div className={wide ? "" : "mt-10"}>
            {wide && (
              <div className="mb-8 border-s-2 border-accent ps-6">
                <h2 className="font-display text-3xl font-medium">{t("dualKeyTitle")}</h2>
                <p className="mt-3 leading-relaxed text-muted">{t("dualKeyBody")}</p>
              </div>
            )}
            <div className="rounded-brand border border-line bg-surface p-6">
              <TypeAvailability balance={balance} locale={locale} />
              <ButtonLink
                href={{ pathname: "/register", query: { unit: unit.code } }}
                className="w-full"
              >
                {t("register")}
              </ButtonLink>
              <p className="mt-3 text-center text-xs text-muted">
                {t("registerNote", { code: unit.code })}
              </p>
            </div>
            {/* Only while some are for sale: an instalment needs a price a buyer can pay. */}
            {balance.fromPrice !== null && (
              <div className="mt-6">
                <UnitTypeInstalment code={unit.code} price={balance.fromPrice} />
              </div>
            )}
          </div>
        </section>
      </div>

      <section aria-labelledby="location-title" className="mt-16">
        <h2 id="location-title" className="font-display text-3xl font-medium">
          {t("locationTitle", { code: unit.code })}
        </h2>
        <div className="mt-6 rounded-brand border border-line bg-surface p-4 sm:p-6">
          <KeyPlan locale={locale} current={unit.code} />
        </div>
      </section>

      <div className="mt-16">
        <TypePager code={unit.code} locale={locale} />
      </div>
    </div>
  );
}
