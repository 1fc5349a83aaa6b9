import { unitTypeCodes } from "@/content/units/codes";
import { floorsOf, towers } from "@/content/units/towers";
import type { UnitFilter } from "@/lib/units/filter";
import { unitStatusLabels, unitStatuses } from "@/lib/units/statuses";
import { inputClass } from "../form-feedback";

const floors = [...new Set(towers.flatMap(floorsOf))].sort((a, b) => a - b);

/** The list's GET form: a plain link-able URL, no scripts needed. */
export function UnitFilters({ filter }: { filter: UnitFilter }) {
  const select = (name: keyof UnitFilter, label: string, options: [string, string][]) => (
    <label className="grid gap-1 text-xs font-medium text-muted">
      {label}
      <select name={name} defaultValue={filter[name] ?? ""} className={inputClass}>
        <option value="">All</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      method="get"
      action="/admin/units"
      aria-label="Filter units"
      className="flex flex-wrap items-end gap-2"
    >
      {select(
        "tower",
        "Tower",
        towers.map((t) => [t.code, `Tower ${t.code}`]),
      )}
      {select(
        "floor",
        "Floor",
        floors.map((f) => [String(f), String(f)]),
      )}
      {select(
        "type",
        "Type",
        unitTypeCodes.map((code) => [code, code]),
      )}
      {select(
        "status",
        "Status",
        unitStatuses.map((s) => [s, unitStatusLabels[s]]),
      )}
      <button
        type="submit"
        className="rounded-brand border border-line px-4 py-2 text-sm font-semibold"
      >
        Filter
      </button>
    </form>
  );
}
