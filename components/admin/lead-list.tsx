import type { LeadSummary } from "@/server/leads/list";
import { LeadCards } from "./lead-cards";
import { LeadTable } from "./lead-table";

interface LeadListProps {
  leads: LeadSummary[];
  selectFor?: string;
  today: string;
  from?: string;
}

/**
 * Cards on a phone, the table from 640 px. Both are rendered and CSS shows one, so the page needs no
 * script to pick; the hidden one's checkboxes stay unticked and add nothing to the bulk form.
 */
export function LeadList(props: LeadListProps) {
  if (!props.leads.length) {
    return (
      <p className="rounded-brand border border-line bg-surface p-8 text-center text-muted">
        No leads match.
      </p>
    );
  }
  return (
    <>
      <LeadCards {...props} />
      <LeadTable {...props} />
    </>
  );
}
