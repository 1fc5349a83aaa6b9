import { channelLabel } from "@/lib/leads/format";
import type { LeadSummary } from "@/server/leads/list";
import { FollowUpNote } from "./follow-up-note";
import { LeadName } from "./lead-name";
import { SelectAll } from "./select-all";
import { StatusBadge } from "./status-badge";
import { formatDateTime } from "@/lib/time/malaysia";

interface LeadTableProps {
  leads: LeadSummary[];
  /** The id of a form the rows' checkboxes belong to (bulk assignment); no checkboxes without it. */
  selectFor?: string;
  /** Today in Malaysia time, to mark overdue follow-ups. */
  today: string;
  /** The list's filter as a query string: each lead's page walks this view ("Next lead"). */
  from?: string;
}

/**
 * The list from 640 px up; narrower screens get the same leads as cards (lead-cards.tsx). Beside
 * the desk's menu (1024 to 1280 px) "Heard via" gives way and long emails wrap, so nothing is cut.
 */
export function LeadTable({ leads, selectFor, today, from }: LeadTableProps) {
  return (
    <div className="relative hidden overflow-x-auto rounded-brand border border-line bg-surface sm:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Leads, most recent activity first</caption>
        <thead className="border-b border-line text-xs text-muted uppercase">
          <tr>
            {selectFor && (
              <th scope="col" className="py-3 pl-4 font-semibold">
                <span className="sr-only">Tick to assign</span>
                <SelectAll form={selectFor} label="Tick every lead shown" />
              </th>
            )}
            <th scope="col" className="px-4 py-3 font-semibold">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Contact
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Units
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold xl:table-cell">
              Heard via
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Last registered
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-b border-line last:border-0 hover:bg-bg">
              {selectFor && (
                <td className="py-3 pl-4">
                  <input
                    type="checkbox"
                    name="ids"
                    value={lead.id}
                    form={selectFor}
                    aria-label={`Tick ${lead.erased ? "erased person" : lead.name}`}
                    className="size-4 accent-navy"
                  />
                </td>
              )}
              <th scope="row" className="px-4 py-3 font-medium">
                <LeadName
                  lead={lead}
                  from={from}
                  linkClassName="underline-offset-4 hover:underline"
                />
              </th>
              <td className="px-4 py-3">
                <span className="block whitespace-nowrap">{lead.contact}</span>
                <span className="block break-all text-muted">{lead.email}</span>
              </td>
              <td className="px-4 py-3">{lead.unitTypes.join(", ") || "—"}</td>
              <td className="hidden px-4 py-3 whitespace-nowrap xl:table-cell">
                {channelLabel(lead.channel)}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={lead.status} />
                <FollowUpNote day={lead.followUpOn} today={today} />
              </td>
              <td className="px-4 py-3">
                {lead.ownerName ?? <span className="text-muted">Unassigned</span>}
              </td>
              <td className="min-w-28 px-4 py-3">{formatDateTime(lead.latestAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
