import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { FloorPlan } from "@/components/site/floor-plan/floor-plan";
import { categoryNames } from "@/content/units/names";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { Link } from "@/i18n/navigation";

/** A type in the list: its plan in miniature, size and rooms, and the way to its page. */
export async function UnitCard({ unit, locale }: { unit: UnitTypeDetails; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "UnitType" });
  return (
    <article className="group relative flex flex-1 flex-col rounded-t-brand border border-line bg-surface transition hover:border-accent-text">
      <div className="h-48 bg-bg/60 p-5 text-fg sm:h-52">
        <FloorPlan unit={unit} locale={locale} compact id={`card-${unit.code}`} sizes="300px" />
      </div>
      <div className="flex flex-1 flex-col border-t border-line p-5">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
          {categoryNames[unit.category][locale]}
        </p>
        <h4 className="mt-1 font-display text-3xl font-semibold">
          <Link
            href={`/layout/${unit.code}`}
            className="after:absolute after:inset-0 after:rounded-t-brand focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-accent-text"
          >
            {t("title", { code: unit.code })}
          </Link>
        </h4>
        <p className="mt-2 text-sm font-medium tabular-nums">
          {t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}
        </p>
        <p className="text-sm text-muted">
          {t("bedroomsShort", { count: unit.bedrooms })} ·{" "}
          {t("bathrooms", { count: unit.bathrooms })}
        </p>
      </div>
    </article>
  );
}
