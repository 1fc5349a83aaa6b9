import { telLink, whatsAppLink } from "@/lib/leads/contact-links";
import type { LeadSummary } from "@/server/leads/list";
import { FollowUpNote } from "./follow-up-note";
import { LeadName } from "./lead-name";
import { StatusBadge } from "./status-badge";
import { formatDateTime } from "@/lib/time/malaysia";

interface LeadCardsProps {
  leads: LeadSummary[];
  /** The id of the bulk assignment form the cards' checkboxes belong to; none without it. */
  selectFor?: string;
  today: string;
  /** The list's filter as a query string: each lead's page walks this view ("Next lead"). */
  from?: string;
}

const action =
  "inline-flex min-h-11 items-center justify-center rounded-brand border border-line px-3 text-sm font-semibold";

/**
 * The list below 640 px, where a seven-column table cannot fit: one card per person with what a
 * salesperson on the move needs (who, status, owner, when, next call) and the call itself one tap away.
 */
export function LeadCards({ leads, selectFor, today, from }: LeadCardsProps) {
  return (
    // Positioned: screen-reader-only text inside must not widen the phone page.
    <ul aria-label="Leads, most recent activity first" className="relative grid gap-3 sm:hidden">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="grid min-w-0 gap-3 rounded-brand border border-line bg-surface p-4"
        >
          <div className="flex items-start gap-3">
            {selectFor && (
              <input
                type="checkbox"
                name="ids"
                value={lead.id}
                form={selectFor}
                aria-label={`Tick ${lead.erased ? "erased person" : lead.name}`}
                className="mt-1 size-5 shrink-0 accent-navy"
              />
            )}
            <h2 className="min-w-0 flex-1 text-base font-semibold break-words">
              <LeadName lead={lead} from={from} linkClassName="underline underline-offset-4" />
            </h2>
            <StatusBadge status={lead.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Owner</dt>
            <dd className="min-w-0 break-words">
              {lead.ownerName ?? <span className="text-muted">Unassigned</span>}
            </dd>
            <dt className="text-muted">Last activity</dt>
            <dd>{formatDateTime(lead.latestAt)}</dd>
          </dl>
          <FollowUpNote day={lead.followUpOn} today={today} />
          {!lead.erased && (
            <div className="flex flex-wrap gap-2">
              <a href={telLink(lead.contactE164)} className={`${action} bg-navy text-white`}>
                Call {lead.contact}
              </a>
              <a
                href={whatsAppLink(lead.contactE164, lead.locale, lead.name)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${action} bg-surface`}
              >
                WhatsApp<span className="sr-only"> {lead.name}</span>
              </a>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
