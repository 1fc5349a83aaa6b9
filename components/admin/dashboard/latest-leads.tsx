import Link from "next/link";
import { channelLabel, localeLabels } from "@/lib/leads/dashboard-labels";
import type { LatestLead } from "@/server/leads/dashboard";
import { formatShortDateTime } from "@/lib/time/malaysia";

/** The newest registrations of the last 24 hours, each opening the person's lead page. */
export function LatestLeads({ leads }: { leads: LatestLead[] }) {
  if (!leads.length) {
    return <p className="text-sm text-muted">No registrations in the last 24 hours.</p>;
  }
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Latest registrations, newest first</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs text-muted">
          <th scope="col" className="py-2 pe-3 font-semibold">
            Name
          </th>
          <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
            Channel
          </th>
          {/* A phone has room for three columns; the language waits for the lead page. */}
          <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
            Language
          </th>
          <th scope="col" className="ps-3 py-2 text-right font-semibold">
            Registered
          </th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} className="border-b border-line last:border-0">
            <th scope="row" className="py-2.5 pe-3 text-left font-normal">
              <Link
                href={`/admin/leads/${lead.leadId}`}
                className="font-semibold underline decoration-line underline-offset-4 hover:decoration-current"
              >
                {lead.erased ? "Erased registration" : lead.name}
              </Link>
              {lead.repeat && (
                <span className="ms-2 rounded-full border border-line px-2 py-0.5 text-xs text-muted">
                  Repeat
                </span>
              )}
            </th>
            <td className="px-2 py-2.5 sm:px-3">{channelLabel(lead.channel)}</td>
            <td className="hidden px-3 py-2.5 sm:table-cell">
              {localeLabels[lead.locale] ?? lead.locale}
            </td>
            <td className="ps-3 py-2.5 text-right whitespace-nowrap tabular-nums">
              <time dateTime={lead.createdAt}>{formatShortDateTime(lead.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
