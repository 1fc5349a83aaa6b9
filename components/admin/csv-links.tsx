const linkClass = "rounded-brand border border-line bg-surface px-4 py-2 text-sm font-semibold";

/** The call sheet and the export of the leads shown (route handlers, hence plain links). */
export function CsvLinks({
  query,
  admin,
  className,
}: {
  query: string;
  admin: boolean;
  className: string;
}) {
  return (
    <div className={className}>
      <a href={`/admin/leads/call-sheet?${query}`} className={linkClass}>
        {admin ? "Call sheet (CSV)" : "My call sheet (CSV)"}
      </a>
      <a href={`/admin/leads/export?${query}`} className={linkClass}>
        {admin ? "Export CSV" : "Export my leads (CSV)"}
      </a>
    </div>
  );
}
