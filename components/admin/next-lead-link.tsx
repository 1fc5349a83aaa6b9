import Link from "next/link";
import type { NextLead } from "@/server/leads/next-lead";
import { leadHref } from "./lead-name";

interface NextLeadLinkProps {
  /** The view walked, as the list's query string. */
  from: string;
  next: NextLead | null;
}

/** The lead after this one in the view the salesperson came from; at its end, says so. */
export function NextLeadLink({ from, next }: NextLeadLinkProps) {
  // The link back to the view sits beside it.
  if (!next)
    return (
      <p role="status" className="text-sm text-muted">
        Last lead in this view.
      </p>
    );
  return (
    <Link
      href={leadHref(next.id, from, next.position)}
      className="inline-flex min-h-10 items-center rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white"
    >
      Next lead <span aria-hidden="true">&nbsp;→</span>
    </Link>
  );
}
