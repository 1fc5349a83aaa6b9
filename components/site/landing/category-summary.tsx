import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { priceLine } from "@/components/site/funnel/price-line";
import { inventorySummary } from "@/server/units/cached-summary";
import { balanceOf } from "@/server/units/summary";
import { Figures } from "@/components/ui/figures";
import type { ConceptContent } from "@/content/concept/types";
import { unitCategories } from "@/content/units/categories";
import { bedroomValues, sizeRangeValues } from "@/content/facts/format";

/**
 * The four categories as a compact list: what an advertisement's reader wants at a glance, the
 * price from and what is left included (from the cached inventory summary).
 */
export async function CategorySummary({
  copy,
  locale,
}: {
  copy: ConceptContent["investment"]["categories"];
  locale: Locale;
}) {
  const [t, summary] = await Promise.all([getTranslations("Concept"), inventorySummary()]);
  const lines = await Promise.all(
    unitCategories.map((category) => priceLine(balanceOf(summary, category.types), locale)),
  );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {unitCategories.map((category, index) => (
        <li key={category.key} className="rounded-brand border border-line bg-surface p-5">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent-text">
            <Figures>
              {t("types", { first: category.types[0] ?? "", last: category.types.at(-1) ?? "" })}
            </Figures>
          </p>
          <p className="mt-1 font-display text-2xl font-semibold">{copy[category.key].name}</p>
          <p className="mt-1 text-sm font-medium tabular-nums">
            <Figures>{t("sizeRange", sizeRangeValues(category.sizeSqft))}</Figures>
          </p>
          <p className="text-sm text-muted">{t("bedrooms", bedroomValues(category.bedrooms))}</p>
          <p className="mt-2 text-sm font-semibold tabular-nums" data-testid="category-price">
            {lines[index]}
          </p>
        </li>
      ))}
    </ul>
  );
}
