import { filterQuery, type LeadFilter } from "@/lib/leads/filters";
import { ExportForm } from "./export-form";

const linkClass = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold";

/**
 * The call sheet and the export of the leads shown: route handlers, hence a plain link and a plain
 * GET form (an admin may tick "Include notes").
 */
export function CsvLinks({
  filter,
  admin,
  className,
}: {
  filter: LeadFilter;
  admin: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <a href={`/admin/leads/call-sheet?${filterQuery(filter)}`} className={linkClass}>
        {admin ? "Call sheet (CSV)" : "My call sheet (CSV)"}
      </a>
      <ExportForm filter={filter} admin={admin} />
    </div>
  );
}
