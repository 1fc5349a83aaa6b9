import { filterQuery, type LeadFilter } from "@/lib/leads/filters";
import { withXlsx } from "@/lib/leads/sheet-query";
import { ExportForm } from "./export-form";

const linkClass = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold";

/**
 * The call sheet and the export of the leads shown, each as CSV or XLSX: route handlers, hence plain
 * links, and for an admin a plain GET form that may "Include notes". `insideForm` (the phone's copy,
 * within the filters' form, where a form may not nest) keeps the export links, without notes.
 */
export function CsvLinks({
  filter,
  admin,
  className,
  insideForm = false,
}: {
  filter: LeadFilter;
  admin: boolean;
  className: string;
  insideForm?: boolean;
}) {
  const query = filterQuery(filter);
  return (
    <div className={className}>
      <a href={`/admin/leads/call-sheet?${query}`} className={linkClass}>
        {admin ? "Call sheet (CSV)" : "My call sheet (CSV)"}
      </a>
      <a href={`/admin/leads/call-sheet?${withXlsx(query)}`} className={linkClass}>
        {admin ? "Call sheet (XLSX)" : "My call sheet (XLSX)"}
      </a>
      {insideForm ? (
        <>
          <a href={`/admin/leads/export?${query}`} className={linkClass}>
            {admin ? "Export CSV" : "Export my leads (CSV)"}
          </a>
          <a href={`/admin/leads/export?${withXlsx(query)}`} className={linkClass}>
            {admin ? "Export XLSX" : "Export my leads (XLSX)"}
          </a>
        </>
      ) : (
        <ExportForm filter={filter} admin={admin} />
      )}
    </div>
  );
}
