import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { UnitDetails } from "@/components/site/availability/unit-details";
import { Breadcrumb } from "@/components/site/breadcrumb";
import { getUnitType } from "@/content/units/unit-types";
import { UNIT_LABEL } from "@/lib/units/label";
import { formatRinggit } from "@/lib/money/ringgit";
import { pageMetadata } from "@/server/seo/page-metadata";
import { inventorySummary } from "@/server/units/cached-summary";
import { findStackUnit } from "@/server/units/summary";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The unit of /availability/A-12-03, which proxy.ts rewrites to this route with `?id=A-12-03`
 * (lib/units/unit-page-rewrite.ts). Rendered per request from the cached inventory summary: no
 * database read, and the status as fresh as the chart's.
 */
async function findUnit(query: Record<string, string | string[] | undefined>) {
  const id = query.id;
  if (typeof id !== "string" || id.length > 20) return undefined;
  const label = id.toUpperCase();
  if (!UNIT_LABEL.test(label)) return undefined;
  const unit = findStackUnit(await inventorySummary(), label);
  const type = unit && getUnitType(unit.typeCode);
  return unit && type ? { unit, type } : undefined;
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const found = await findUnit(await searchParams);
  if (!found) return {};
  const { unit, type } = found;
  const [t, tAvailability, tType] = await Promise.all([
    getTranslations({ locale, namespace: "Funnel" }),
    getTranslations({ locale, namespace: "Availability" }),
    getTranslations({ locale, namespace: "UnitType" }),
  ]);
  const status = tAvailability("status", { status: unit.status });
  return pageMetadata({
    locale,
    path: `/availability/${unit.id}`,
    title: t("unitMetaTitle", { unit: unit.id, type: type.code, status }),
    description: t("unitMetaDescription", {
      unit: unit.id,
      type: type.code,
      size: tType("size", { sqft: type.sizeSqft, sqm: type.sizeSqm }),
      facing: t("facing", { facing: type.placement.facing }),
      price: formatRinggit(unit.price, locale),
      status,
    }),
    // A unit's status changes by the minute: the type pages and /availability are what to index.
    index: false,
  });
}

/** One suite of the stacking chart: what it is, what it costs, its status and what to do next. */
export default async function UnitPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const found = await findUnit(await searchParams);
  if (!found) notFound();
  const t = await getTranslations("Availability");
  return (
    <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8 lg:py-16">
      <Breadcrumb
        label={t("title")}
        parent={{ href: "/availability", name: t("title") }}
        current={found.unit.id}
      />
      <UnitDetails unit={found.unit} type={found.type} locale={locale} />
    </div>
  );
}
