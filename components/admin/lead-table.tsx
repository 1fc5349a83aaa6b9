import Link from "next/link";
import { channelLabel, formatDateTime } from "@/lib/leads/format";
import type { LeadSummary } from "@/server/leads/list";
import { StatusBadge } from "./status-badge";

export function LeadTable({ leads }: { leads: LeadSummary[] }) {
  if (!leads.length) {
    return (
      <p className="rounded-brand border border-line bg-surface p-8 text-center text-muted">
        No leads match.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-brand border border-line bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads, most recent activity first</caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Contact
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Units
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Heard via
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last registered
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-b border-line last:border-0 hover:bg-bg">
              <th scope="row" className="px-4 py-3 font-medium">
                <Link
                  href={`/admin/leads/${lead.id}`}
                  className="underline-offset-4 hover:underline"
                >
                  {lead.erased ? <span className="text-muted italic">Erased</span> : lead.name}
                </Link>
                {lead.repeatCount > 0 && (
                  <span className="ml-2 rounded-full bg-bg px-2 py-0.5 text-xs text-muted">
                    +{lead.repeatCount} {lead.repeatCount === 1 ? "repeat" : "repeats"}
                  </span>
                )}
              </th>
              <td className="px-4 py-3">
                <span className="block whitespace-nowrap">{lead.contact}</span>
                <span className="block text-muted">{lead.email}</span>
              </td>
              <td className="px-4 py-3">{lead.unitTypes.join(", ") || "—"}</td>
              <td className="px-4 py-3 whitespace-nowrap">{channelLabel(lead.channel)}</td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.latestAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
