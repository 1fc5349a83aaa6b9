import { getTranslations } from "next-intl/server";
import { Figures } from "@/components/ui/figures";
import type { ConceptContent } from "@/content/concept/types";
import { unitCategories } from "@/content/units/categories";
import { bedroomValues, sizeRangeValues } from "@/content/facts/format";

/** The four categories as a compact list: what an advertisement's reader wants at a glance. */
export async function CategorySummary({
  copy,
}: {
  copy: ConceptContent["investment"]["categories"];
}) {
  const t = await getTranslations("Concept");
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {unitCategories.map((category) => (
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
        </li>
      ))}
    </ul>
  );
}
