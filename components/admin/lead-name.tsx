import Link from "next/link";
import type { LeadSummary } from "@/server/leads/list";

/**
 * A lead's name as a link to its page ("Erased" once erased), and how often the person came back.
 * With `from` (the list's filter as a query string) the page walks that view with "Next lead".
 */
export function LeadName({
  lead,
  linkClassName,
  from,
}: {
  lead: Pick<LeadSummary, "id" | "name" | "erased" | "repeatCount"> & { position?: string };
  linkClassName: string;
  from?: string;
}) {
  return (
    <>
      <Link href={leadHref(lead.id, from, lead.position)} className={linkClassName}>
        {lead.erased ? <span className="text-muted italic">Erased</span> : lead.name}
      </Link>
      {lead.repeatCount > 0 && (
        <span className="ml-2 rounded-full bg-bg px-2 py-0.5 text-xs font-normal text-muted">
          +{lead.repeatCount} {lead.repeatCount === 1 ? "repeat" : "repeats"}
        </span>
      )}
    </>
  );
}

/** A lead's page, walking the view `from` (a list query string) from `position`. */
export function leadHref(id: string, from?: string, position?: string): string {
  if (from === undefined) return `/admin/leads/${id}`;
  const params = new URLSearchParams({ from });
  if (position) params.set("pos", position);
  return `/admin/leads/${id}?${params.toString()}`;
}
