import { formatCount } from "@/lib/leads/dashboard-labels";
import { label, type CampaignRow } from "@/server/reports/campaigns";

const SHOWN = 10;

/**
 * Leads per campaign as horizontal bars, bookings drawn inside them: plain HTML, so it reads on a
 * phone and to a screen reader as a list of campaigns with their numbers (the bars are decoration).
 */
export function CampaignChart({ rows }: { rows: CampaignRow[] }) {
  const shown = rows.slice(0, SHOWN);
  const most = Math.max(1, ...shown.map((row) => row.leads));
  const width = (count: number) => `${(count / most) * 100}%`;
  return (
    <figure className="grid gap-3 rounded-brand border border-line bg-surface p-4 sm:p-5">
      <figcaption className="grid gap-1">
        <span className="font-semibold">
          Leads by campaign{rows.length > SHOWN ? ` (the ${SHOWN} largest)` : ""}
        </span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-navy/25" />
            Leads
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-navy" />
            Bookings
          </span>
        </span>
      </figcaption>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">No leads in this range.</p>
      ) : (
        <ol className="grid gap-3">
          {shown.map((row) => (
            <li key={label(row)} className="grid gap-1 text-sm">
              <span className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words font-medium">{label(row)}</span>
                <span className="tabular-nums text-muted">
                  {formatCount(row.leads)} {row.leads === 1 ? "lead" : "leads"},{" "}
                  {formatCount(row.bookings)} {row.bookings === 1 ? "booking" : "bookings"}
                </span>
              </span>
              <span aria-hidden="true" className="relative block h-3 rounded-sm bg-line/40">
                <span
                  className="absolute inset-y-0 left-0 rounded-sm bg-navy/25"
                  style={{ width: width(row.leads) }}
                />
                <span
                  className="absolute inset-y-0 left-0 rounded-sm bg-navy"
                  style={{ width: width(row.bookings) }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
