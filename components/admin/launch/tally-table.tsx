import { formatRinggit } from "@/lib/money/ringgit";
import type { Tally } from "@/server/launch/report";

/** Booked and sold units and their value, one row per group. */
export function TallyTable({
  caption,
  label,
  rows,
}: {
  caption: string;
  label: string;
  rows: Tally[];
}) {
  return (
    <div className="overflow-x-auto rounded-brand border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-xs text-muted">
            <th scope="col" className="px-3 py-2">
              {label}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Booked
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Sold
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              List value
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-2 text-muted">
                Nothing booked or sold yet.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-0">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {row.key}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.booked}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{row.sold}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatRinggit(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
