import { formatCount } from "@/lib/leads/dashboard-labels";
import type { Count } from "@/server/leads/dashboard";

export interface CountTableProps {
  /** The first column's heading ("Unit type", "Language"…), for screen readers. */
  keyLabel: string;
  rows: Count[];
  /** What the shares are of: all registrations, even where a row (unit types) counts several. */
  of: number;
  /** The count the bars are drawn against (the largest in the group by default). */
  scale?: number;
  label?: (key: string) => string;
}

/** Counts with their share, and a slim bar that only repeats the share for the eye. */
export function CountTable({ keyLabel, rows, of, scale, label = (k) => k }: CountTableProps) {
  if (!rows.length) return <p className="mt-3 text-sm text-muted">None yet.</p>;
  const widest = scale ?? Math.max(1, ...rows.map((r) => r.count));
  return (
    <table className="mt-2 w-full border-collapse text-sm tabular-nums">
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
            <th scope="row" className="py-1.5 pe-2 text-left font-normal">
              <span className="block">{label(row.key)}</span>
              <span
                aria-hidden="true"
                className="mt-1 block h-1 rounded-full bg-accent"
                style={{ width: `${Math.max(2, (row.count / widest) * 100)}%` }}
              />
            </th>
            <td className="py-1.5 ps-2 text-right align-top">{formatCount(row.count)}</td>
            <td className="w-12 py-1.5 ps-2 text-right align-top text-muted">
              {of ? `${Math.round((row.count / of) * 100)}%` : "–"}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
