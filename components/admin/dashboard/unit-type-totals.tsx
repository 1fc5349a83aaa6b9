import { unitCategories } from "@/content/units/categories";
import { unitCategoryLabels } from "@/lib/leads/dashboard-labels";
import type { Count } from "@/server/leads/dashboard";
import { CountTable } from "./count-table";

/** Unit types in plan order, one column per category, bars on one scale so columns compare. */
export function UnitTypeTotals({ counts, of }: { counts: Count[]; of: number }) {
  const countOf = new Map(counts.map((c) => [c.key, c.count]));
  const scale = Math.max(1, ...counts.map((c) => c.count));
  return (
    <section className="rounded-brand border border-line bg-surface p-5">
      <h3 className="text-sm font-semibold">By unit type</h3>
      <div className="mt-3 grid gap-x-8 gap-y-5 sm:grid-cols-2 xl:grid-cols-4">
        {unitCategories.map((category) => (
          <div key={category.key}>
            <h4 className="text-xs font-semibold tracking-[0.12em] text-muted uppercase">
              {unitCategoryLabels[category.key]}
            </h4>
            <CountTable
              keyLabel="Unit type"
              rows={category.types.map((key) => ({ key, count: countOf.get(key) ?? 0 }))}
              of={of}
              scale={scale}
            />
          </div>
        ))}
      </div>
      <p className="mt-4 text-xs text-muted">
        A buyer may pick several unit types, so these shares add up to more than 100%.
      </p>
    </section>
  );
}
