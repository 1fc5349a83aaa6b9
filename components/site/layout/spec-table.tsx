import type { Locale } from "next-intl";
import { Figures } from "@/components/ui/figures";
import { getTranslations } from "next-intl/server";
import { featureLabels } from "@/content/units/features";
import { categoryNames } from "@/content/units/names";
import type { UnitTypeDetails } from "@/content/units/unit-types";

/** The facts of a type as a description list: what a buyer compares before the price. */
export async function SpecTable({ unit, locale }: { unit: UnitTypeDetails; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "UnitType" });
  const rows = [
    [t("category"), categoryNames[unit.category][locale]],
    [
      t("builtUp"),
      <Figures key="size">{t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}</Figures>,
    ],
    [t("bedroomsLabel"), t("bedrooms", { count: unit.bedrooms })],
    [t("bathroomsLabel"), t("bathrooms", { count: unit.bathrooms })],
    [t("facing"), t("facingValue", { facing: unit.placement.facing })],
    [t("corner"), unit.plan.corner ? t("yes") : t("no")],
  ] as const;
  return (
    <>
      <dl className="divide-y divide-line border-y border-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[9rem_1fr] gap-4 py-3 text-sm">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-8 text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
        {t("features")}
      </h3>
      <ul className="mt-3 space-y-2 text-sm">
        {unit.features.map((key) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
            {featureLabels[key][locale]}
          </li>
        ))}
      </ul>
    </>
  );
}
