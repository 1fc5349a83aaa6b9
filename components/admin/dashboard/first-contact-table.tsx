import { formatWait } from "@/lib/leads/duration";
import type { FirstContactRow } from "@/server/leads/response-times";

/** Time to first contact per salesperson: median and how many of their leads they have reached. */
export function FirstContactTable({ rows, days }: { rows: FirstContactRow[]; days: number }) {
  if (!rows.length) {
    return (
      <p className="text-sm text-muted">
        No lead of the last {days} days has an owner yet: assign leads to see how soon each
        salesperson reaches them.
      </p>
    );
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Time to first contact per salesperson, leads of the last {days} days
        </caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pe-4">
              Salesperson
            </th>
            <th scope="col" className="py-2 pe-4 text-end">
              Median to first contact
            </th>
            <th scope="col" className="py-2 text-end">
              Contacted
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.staffId} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pe-4 font-medium">
                {row.name}
              </th>
              <td className="py-2 pe-4 text-end tabular-nums">
                {row.medianMs === null ? "–" : formatWait(row.medianMs)}
              </td>
              <td className="py-2 text-end tabular-nums">
                {row.contacted} of {row.leads}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
