import { filterQuery, type LeadFilter } from "@/lib/leads/filters";
import { withXlsx } from "@/lib/leads/sheet-query";

interface ExportFormProps {
  filter: LeadFilter;
  admin: boolean;
}

const button = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold";

/**
 * The export: a plain GET form to the file's route carrying the list's filter, so it works
 * without JavaScript. Notes are free text about people: only an admin may add them, by ticking.
 */
export function ExportForm({ filter, admin }: ExportFormProps) {
  const query = filterQuery(filter);
  if (!admin) {
    // A file download (route handler), not a page: a plain link.
    return (
      <>
        <a href={`/admin/leads/export?${query}`} className={button}>
          Export my leads (CSV)
        </a>
        <a href={`/admin/leads/export?${withXlsx(query)}`} className={button}>
          Export my leads (XLSX)
        </a>
      </>
    );
  }
  const fields = [...new URLSearchParams(query)];
  return (
    <form
      action="/admin/leads/export"
      method="get"
      className="flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      {fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={button}>
        Export CSV
      </button>
      {/* The pressed button's name and value go with the form: this one asks for the workbook. */}
      <button type="submit" name="format" value="xlsx" className={button}>
        Export XLSX
      </button>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="notes" value="1" className="size-4" />
        Include notes
      </label>
    </form>
  );
}
