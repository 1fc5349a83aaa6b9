import type { Locale } from "next-intl";
import { Figures } from "@/components/ui/figures";
import { getTranslations } from "next-intl/server";
import { FloorPlan } from "@/components/site/floor-plan/floor-plan";
import { categoryNames } from "@/content/units/names";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { Link } from "@/i18n/navigation";

/**
 * A type in the list: its plan in miniature, size and rooms, and the way to its page. On a phone
 * the plan sits beside the words, so the 22 types take a few screens rather than eleven thousand
 * pixels of tall cards.
 */
export async function UnitCard({
  unit,
  locale,
  price,
}: {
  unit: UnitTypeDetails;
  locale: Locale;
  /** "From RM … · n left" (components/site/funnel/price-line.ts). */
  price: string;
}) {
  const t = await getTranslations({ locale, namespace: "UnitType" });
  return (
    <article className="group relative flex flex-1 rounded-s-brand border border-line bg-surface transition hover:border-accent-text sm:flex-col sm:rounded-t-brand sm:rounded-b-none">
      <div className="w-28 shrink-0 bg-bg/60 p-3 text-fg sm:h-52 sm:w-auto sm:p-5">
        <FloorPlan unit={unit} locale={locale} compact id={`card-${unit.code}`} sizes="300px" />
      </div>
      <div className="flex flex-1 flex-col border-l border-line px-4 py-2 sm:border-t sm:border-l-0 sm:p-5">
        {/* On a phone the group's heading above already names the category. */}
        <p className="hidden text-xs font-semibold uppercase tracking-[0.2em] text-accent-text sm:block">
          {categoryNames[unit.category][locale]}
        </p>
        <h4 className="font-display sm:mt-1 text-2xl font-semibold sm:text-3xl">
          <Link
            href={`/layout/${unit.code}`}
            className="after:absolute after:inset-0 after:rounded-t-brand focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-accent-text"
          >
            <Figures>{t("title", { code: unit.code })}</Figures>
          </Link>
        </h4>
        <p className="mt-1 text-sm font-medium tabular-nums sm:mt-2">
          <Figures>{t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}</Figures>
        </p>
        <p className="text-sm text-muted">
          {t("bedroomsShort", { count: unit.bedrooms })} ·{" "}
          {t("bathrooms", { count: unit.bathrooms })}
        </p>
        <p className="mt-1 text-sm font-semibold tabular-nums sm:mt-2" data-testid="type-price">
          {price}
        </p>
      </div>
    </article>
  );
}
