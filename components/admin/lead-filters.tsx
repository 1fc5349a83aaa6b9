import Link from "next/link";
import { unitTypeCodes } from "@/content/units/categories";
import { leadSources, type LeadFilter } from "@/lib/leads/filters";
import { channelLabel, localeLabels, sourceLabels } from "@/lib/leads/format";
import { leadStatuses, leadStatusLabels } from "@/lib/leads/statuses";
import { channels } from "@/lib/registration/channels";

const field = "grid gap-1 text-xs font-medium text-muted";
const control = "rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg";

function Select(props: {
  name: keyof LeadFilter;
  label: string;
  value?: string;
  options: readonly string[];
  labelOf?: (value: string) => string;
}) {
  return (
    <label className={`${field} xl:w-36`}>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""} className={control}>
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.labelOf ? props.labelOf(option) : option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A plain GET form: the filter lives in the URL, so a view can be bookmarked and shared. */
export function LeadFilters({ filter }: { filter: LeadFilter }) {
  return (
    <form
      method="get"
      role="search"
      aria-label="Find leads"
      className="grid grid-cols-2 gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-4 xl:flex xl:flex-wrap xl:items-end"
    >
      <label className={`${field} col-span-2 xl:w-72`}>
        Name, email or phone
        <input type="search" name="q" defaultValue={filter.q} className={control} />
      </label>
      <Select
        name="status"
        label="Status"
        value={filter.status}
        options={leadStatuses}
        labelOf={(s) => leadStatusLabels[s as keyof typeof leadStatusLabels]}
      />
      <Select
        name="channel"
        label="Heard via"
        value={filter.channel}
        options={channels}
        labelOf={channelLabel}
      />
      <Select name="unit" label="Unit type" value={filter.unit} options={unitTypeCodes} />
      <Select
        name="locale"
        label="Language"
        value={filter.locale}
        options={Object.keys(localeLabels)}
        labelOf={(l) => localeLabels[l] ?? l}
      />
      <Select
        name="source"
        label="Source"
        value={filter.source}
        options={leadSources}
        labelOf={(s) => sourceLabels[s] ?? s}
      />
      <label className={`${field} xl:w-40`}>
        Active from
        <input type="date" name="from" defaultValue={filter.from} className={control} />
      </label>
      <label className={`${field} xl:w-40`}>
        Active until
        <input type="date" name="to" defaultValue={filter.to} className={control} />
      </label>
      <div className="col-span-2 flex items-end gap-3">
        <button
          type="submit"
          className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
        >
          Apply
        </button>
        <Link href="/admin/leads" className="py-2 text-sm underline underline-offset-4">
          Clear
        </Link>
      </div>
    </form>
  );
}
