import type { Locale } from "next-intl";
import { JsonLd } from "@/components/site/json-ld";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { breadcrumbJsonLd } from "@/server/seo/breadcrumbs";
import { complexWithPlanJsonLd, floorPlanJsonLd } from "@/server/seo/floor-plan-data";

/** The type's FloorPlan, the complex that lists it, and the breadcrumb the page shows. */
export function FloorPlanJsonLd({
  unit,
  locale,
  layoutPlans,
  available,
}: {
  unit: UnitTypeDetails;
  locale: Locale;
  /** The breadcrumb's first step, as the page words it. */
  layoutPlans: string;
  /** Suites of this type available now (the cached inventory summary). */
  available: number;
}) {
  return (
    <JsonLd
      data={{
        "@graph": [
          floorPlanJsonLd(unit, locale, available),
          complexWithPlanJsonLd(unit, locale),
          breadcrumbJsonLd(locale, [
            { name: layoutPlans, path: "/layout" },
            { name: unit.code, path: `/layout/${unit.code}` },
          ]),
        ],
      }}
    />
  );
}
