import Link from "next/link";
import { auditActionGroups, auditActionLabel, isKnownAuditAction } from "@/lib/audit/actions";
import { auditFilterQuery, type AuditFilter } from "@/lib/audit/filter";

const field = "grid min-w-0 gap-1 text-xs font-medium text-muted";
// w-full min-w-0: a select is as wide as its longest option unless its box says otherwise.
const control =
  "w-full min-w-0 rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg";

export interface AuditPerson {
  id: string;
  name: string;
  disabled: number;
}

/** A plain GET form: the filter lives in the URL, so a view of the log can be bookmarked and shared. */
export function AuditFilters({
  filter,
  people,
  actions,
  leadName,
}: {
  filter: AuditFilter;
  people: AuditPerson[];
  actions: string[];
  leadName?: string;
}) {
  const others = actions.filter((action) => !isKnownAuditAction(action));
  return (
    <form
      key={auditFilterQuery(filter)}
      method="get"
      role="search"
      aria-label="Filter the audit log"
      className="grid grid-cols-2 gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-4 xl:grid-cols-[repeat(4,minmax(0,1fr))_auto]"
    >
      {filter.lead && <input type="hidden" name="lead" value={filter.lead} />}
      <label className={`${field} col-span-2 md:col-span-1`}>
        Person
        <select name="person" defaultValue={filter.person ?? ""} className={control}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.disabled ? `${person.name} (disabled)` : person.name}
            </option>
          ))}
        </select>
      </label>
      <label className={`${field} col-span-2 md:col-span-1`}>
        Action
        <select name="action" defaultValue={filter.action ?? ""} className={control}>
          <option value="">All actions</option>
          {auditActionGroups.map(({ group, actions: known }) => (
            <optgroup key={group} label={group}>
              {Object.entries(known).map(([action, label]) => (
                <option key={action} value={action}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
          {others.length > 0 && (
            <optgroup label="Other">
              {others.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <label className={field}>
        From (Malaysia day)
        <input type="date" name="from" defaultValue={filter.from} className={control} />
      </label>
      <label className={field}>
        To
        <input type="date" name="to" defaultValue={filter.to} className={control} />
      </label>
      <div className="col-span-2 flex items-end gap-2 md:col-span-4 xl:col-span-1">
        <button
          type="submit"
          className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
        >
          Show
        </button>
        <Link
          href="/admin/audit"
          className="rounded-brand border border-line px-4 py-2 text-sm font-medium"
        >
          Clear
        </Link>
      </div>
      {filter.lead && (
        <p className="col-span-2 text-sm text-fg md:col-span-4 xl:col-span-5">
          Only entries about <strong>{leadName ?? "one lead"}</strong> ·{" "}
          <Link
            href={`/admin/audit?${auditFilterQuery({ ...filter, lead: undefined })}`}
            className="underline underline-offset-4"
          >
            show every lead
          </Link>
        </p>
      )}
    </form>
  );
}
