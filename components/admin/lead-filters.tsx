import Link from "next/link";
import type { ReactNode } from "react";
import { unitTypeCodes } from "@/content/units/categories";
import { filterQuery, leadSources, type LeadFilter } from "@/lib/leads/filters";
import { channelLabel, localeLabels, sourceLabel } from "@/lib/leads/format";
import { leadStatuses, leadStatusLabels } from "@/lib/leads/statuses";
import { channels } from "@/lib/registration/channels";
import type { OwnerOption } from "@/server/leads/owners";

const field = "grid gap-1 text-xs font-medium text-muted";
// min-w-0 w-full: a select is as wide as its longest option (a staff name) unless its box says otherwise.
const control =
  "w-full min-w-0 rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg";

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

function Check(props: {
  name: keyof LeadFilter;
  value: string;
  checked: boolean;
  children: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm xl:min-h-9">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        defaultChecked={props.checked}
        className="h-4 w-4 accent-navy"
      />
      {props.children}
    </label>
  );
}

/** The fields folded away on a phone; the search box stays in view. */
const foldedFields = [
  "status",
  "owner",
  "channel",
  "unit",
  "locale",
  "source",
  "from",
  "to",
  "due",
  "untouched",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "registered_from",
  "registered_to",
] as const satisfies readonly (keyof LeadFilter)[];

/** A plain GET form: the filter lives in the URL, so a view can be bookmarked and shared. */
export function LeadFilters({
  filter,
  owners,
  children,
}: {
  filter: LeadFilter;
  owners: OwnerOption[];
  /** Shown with the folded fields (the CSV links on a phone). */
  children?: ReactNode;
}) {
  const ownerNames = new Map<string, string>([
    ["me", "Me"],
    ["none", "Unassigned"],
    ...owners.map((owner): [string, string] => [
      owner.id,
      owner.disabled ? `${owner.name} (disabled)` : owner.name,
    ]),
  ]);
  const active = foldedFields.filter((name) => filter[name]).length;
  return (
    <form
      // Keyed by the filter: a view link re-renders this form in place, and its fields would keep
      // the values they were mounted with (defaultValue is read once).
      key={filterQuery(filter)}
      method="get"
      role="search"
      aria-label="Find leads"
      className="grid gap-2 rounded-brand border border-line bg-surface p-3 sm:gap-3 sm:p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <label className={`${field} min-w-0 flex-1 basis-48 sm:max-w-72`}>
          Name, email or phone
          <input type="search" name="q" defaultValue={filter.q} className={control} />
        </label>
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
      {/* Folded on a phone, where eight fields would fill the first screen; open from 640 px. */}
      <details className="fold-on-phone">
        <summary className="cursor-pointer py-1 text-sm font-semibold">
          Filters ({active} active)
        </summary>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:mt-0 md:grid-cols-4 xl:flex xl:flex-wrap xl:items-end">
          <Select
            name="status"
            label="Status"
            value={filter.status}
            options={leadStatuses}
            labelOf={(s) => leadStatusLabels[s as keyof typeof leadStatusLabels]}
          />
          <Select
            name="owner"
            label="Owner"
            value={filter.owner}
            options={[...ownerNames.keys()]}
            labelOf={(id) => ownerNames.get(id) ?? id}
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
            labelOf={sourceLabel}
          />
          <label className={`${field} xl:w-40`}>
            Active from
            <input type="date" name="from" defaultValue={filter.from} className={control} />
          </label>
          <label className={`${field} xl:w-40`}>
            Active until
            <input type="date" name="to" defaultValue={filter.to} className={control} />
          </label>
          {(["utm_source", "utm_medium", "utm_campaign"] as const).map((name) => (
            <label key={name} className={`${field} xl:w-40`}>
              {`UTM ${name.slice(4)} (first)`}
              <input
                type="text"
                name={name}
                defaultValue={filter[name]}
                placeholder="All"
                maxLength={200}
                className={control}
              />
            </label>
          ))}
          <label className={`${field} xl:w-40`}>
            First registered from
            <input
              type="date"
              name="registered_from"
              defaultValue={filter.registered_from}
              className={control}
            />
          </label>
          <label className={`${field} xl:w-40`}>
            First registered until
            <input
              type="date"
              name="registered_to"
              defaultValue={filter.registered_to}
              className={control}
            />
          </label>
          {/* The dashboard's and the views' narrower lists: kept, and visible, when the form is sent. */}
          <Select
            name="due"
            label="Follow-up"
            value={filter.due}
            options={["today", "overdue"]}
            labelOf={(due) => (due === "today" ? "Due today" : "Overdue")}
          />
          <Check name="untouched" value="1" checked={filter.untouched === "1"}>
            Only untouched for 24 h
          </Check>
        </div>
        {children}
      </details>
    </form>
  );
}
