import { formatCount } from "@/lib/leads/dashboard-labels";
import type { Count } from "@/server/leads/dashboard";

interface TotalsTableProps {
  title: string;
  /** The first column's heading ("Unit type", "Language"…). */
  keyLabel: string;
  rows: Count[];
  /** What the shares are of: every registration, even where a row (unit types) counts several. */
  of: number;
  label?: (key: string) => string;
}

/** One breakdown: counts with their share, and a slim bar that only repeats the share. */
export function TotalsTable({ title, keyLabel, rows, of, label = (k) => k }: TotalsTableProps) {
  const widest = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="rounded-brand border border-line bg-surface p-5">
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length ? (
        <table className="mt-3 w-full border-collapse text-sm tabular-nums">
          <thead className="sr-only">
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Registrations</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-line/70 last:border-0">
                <th scope="row" className="py-1.5 pe-3 text-left font-normal">
                  <span className="block">{label(row.key)}</span>
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1 rounded-full bg-accent"
                    style={{ width: `${Math.max(2, (row.count / widest) * 100)}%` }}
                  />
                </th>
                <td className="py-1.5 ps-3 text-right align-top">{formatCount(row.count)}</td>
                <td className="w-14 py-1.5 ps-3 text-right align-top text-muted">
                  {of ? `${Math.round((row.count / of) * 100)}%` : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-muted">None yet.</p>
      )}
    </section>
  );
}
