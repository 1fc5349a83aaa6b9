import type { Locale } from "next-intl";
import { unitCategories } from "@/content/units/categories";
import { categoryNames } from "@/content/units/names";
import { planLabels } from "@/content/units/plan-labels";

// The same tints as the key plan (lib/floor-plan/key-plan.ts), lightest for studios.
const tint = { A: 10, B: 20, C: 32, D: 46 };

export function KeyPlanLegend({ locale }: { locale: Locale }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 text-sm">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {unitCategories.map((category) => (
          <li key={category.key} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-sm border border-fg/60"
              style={{
                background: `color-mix(in srgb, var(--accent) ${tint[category.letter]}%, var(--surface))`,
              }}
            />
            {category.letter} · {categoryNames[category.key][locale]}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{planLabels[locale].note}</p>
    </div>
  );
}
