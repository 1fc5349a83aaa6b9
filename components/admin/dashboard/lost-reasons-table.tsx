import { lostReasonLabel } from "@/lib/leads/lost-reasons";
import type { LostReasonCount } from "@/server/leads/workload";
import { formatCount } from "@/lib/leads/dashboard-labels";

/** Why the leads that are Lost now were lost, most frequent first, with their share. */
export function LostReasonsTable({ rows }: { rows: LostReasonCount[] }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (!total) return <p className="text-sm text-muted">No lead is marked Lost.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Lost leads by reason</caption>
      <thead className="border-b border-line text-xs text-muted uppercase">
        <tr>
          <th scope="col" className="py-2 pe-4">
            Reason
          </th>
          <th scope="col" className="py-2 pe-4 text-end">
            Leads
          </th>
          <th scope="col" className="py-2 text-end">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.reason ?? "none"} className="border-b border-line last:border-0">
            <th scope="row" className="py-2 pe-4 font-medium">
              {lostReasonLabel(row.reason)}
            </th>
            <td className="py-2 pe-4 text-end tabular-nums">{formatCount(row.count)}</td>
            <td className="py-2 text-end tabular-nums">{Math.round((row.count / total) * 100)}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
