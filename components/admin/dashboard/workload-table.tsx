import Link from "next/link";
import { filterQuery } from "@/lib/leads/filters";
import type { OwnerWorkload } from "@/server/leads/workload";

const view = (owner: string, due?: "today" | "overdue") =>
  `/admin/leads?${filterQuery({ owner, due })}`;

/** Per salesperson: open leads, follow-ups due today and overdue, each a link to that list. */
export function WorkloadTable({ rows }: { rows: OwnerWorkload[] }) {
  if (!rows.length) return <p className="text-sm text-muted">Nobody owns an open lead yet.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Follow-ups per salesperson, today in Malaysia time</caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-2 pe-4">
              Salesperson
            </th>
            <th scope="col" className="py-2 pe-4 text-end">
              Due today
            </th>
            <th scope="col" className="py-2 pe-4 text-end">
              Overdue
            </th>
            <th scope="col" className="py-2 text-end">
              Open leads
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
                <Link href={view(row.staffId, "today")} className="underline underline-offset-4">
                  {row.dueToday}
                </Link>
              </td>
              <td
                className={`py-2 pe-4 text-end tabular-nums ${row.overdue ? "font-semibold text-red-800" : ""}`}
              >
                <Link href={view(row.staffId, "overdue")} className="underline underline-offset-4">
                  {row.overdue}
                </Link>
              </td>
              <td className="py-2 text-end tabular-nums">
                <Link href={view(row.staffId)} className="underline underline-offset-4">
                  {row.open}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
