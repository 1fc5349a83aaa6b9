import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { featureLabels } from "@/content/units/features";
import { categoryNames } from "@/content/units/names";
import { categoryLetters } from "@/content/units/schema";
import { unitCategories } from "@/content/units/categories";
import { unitTypes, type UnitTypeDetails } from "@/content/units/unit-types";
import { bedroomOptions, type LayoutFilters } from "@/lib/layout/filters";
import { overrideSize, planImagePath, planMarkup, planOverride } from "@/server/units/plans";
import { FloorPlanStyles } from "@/components/site/floor-plan/floor-plan-styles";
import { priceLine } from "@/components/site/funnel/price-line";
import { inventorySummary } from "@/server/units/cached-summary";
import { balanceOf } from "@/server/units/summary";
import { LayoutExplorer } from "./layout-explorer";
import type { CompareEntry, ExplorerUnit } from "./types";
import { UnitCard } from "./unit-card";

async function planImage(unit: UnitTypeDetails, locale: Locale, alt: string) {
  const override = planOverride(unit.code);
  const size = override
    ? await overrideSize(override.file)
    : (({ maxWidth, height }) => ({ width: maxWidth, height }))(
        planMarkup(unit, locale, { id: "size" }),
      );
  return {
    src: planImagePath(unit.code, locale),
    alt,
    ...size,
    unoptimized: !override || override.ext === "svg",
    drawn: !override,
  };
}

/**
 * Every type as a card, handed to the client list with what its filters and comparison need, and
 * the filters of a filtered URL so the list is narrowed in the HTML already.
 */
export async function LayoutTypes({
  locale,
  filters,
}: {
  locale: Locale;
  filters?: LayoutFilters;
}) {
  const t = await getTranslations({ locale, namespace: "UnitType" });
  const tl = await getTranslations({ locale, namespace: "LayoutPage" });
  const tFunnel = await getTranslations({ locale, namespace: "Funnel" });
  // From the cached summary: the page stays prerendered and follows the desk within a minute.
  const summary = await inventorySummary();
  const units: ExplorerUnit[] = await Promise.all(
    unitTypes.map(async (unit) => {
      const price = await priceLine(balanceOf(summary, [unit.code]), locale);
      const compare: CompareEntry = {
        code: unit.code,
        href: `/layout/${unit.code}`,
        category: categoryNames[unit.category][locale],
        price,
        size: t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm }),
        bedrooms: t("bedroomsShort", { count: unit.bedrooms }),
        bathrooms: t("bathrooms", { count: unit.bathrooms }),
        features: unit.features.map((key) => featureLabels[key][locale]),
        plan: await planImage(unit, locale, tl("planOf", { code: unit.code })),
      };
      return {
        code: unit.code,
        letter: categoryLetters[unit.category],
        sizeSqft: unit.sizeSqft,
        bedrooms: unit.bedrooms,
        card: <UnitCard unit={unit} locale={locale} price={price} />,
        compare,
      };
    }),
  );
  const groups = unitCategories.map((category) => ({
    letter: category.letter,
    title: `${category.letter} · ${categoryNames[category.key][locale]}`,
  }));
  return (
    <>
      {/* The cards' compact plans share one copy of the plans' stylesheet. */}
      <FloorPlanStyles />
      <LayoutExplorer
        initialFilters={filters}
        units={units}
        groups={groups}
        filterLabels={{
          categories: unitCategories.map((c) => ({
            letter: c.letter,
            name: categoryNames[c.key][locale],
          })),
          bedrooms: bedroomOptions.map((value) => ({
            value,
            label: t("bedroomsShort", { count: value }),
          })),
        }}
        rowLabels={{
          category: t("category"),
          price: tFunnel("availability"),
          size: t("builtUp"),
          bedrooms: t("bedroomsLabel"),
          bathrooms: t("bathroomsLabel"),
          features: t("features"),
        }}
      />
    </>
  );
}
