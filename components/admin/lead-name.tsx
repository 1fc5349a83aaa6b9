import Link from "next/link";
import type { LeadSummary } from "@/server/leads/list";

/** A lead's name as a link to its page ("Erased" once erased), and how often the person came back. */
export function LeadName({
  lead,
  linkClassName,
}: {
  lead: Pick<LeadSummary, "id" | "name" | "erased" | "repeatCount">;
  linkClassName: string;
}) {
  return (
    <>
      <Link href={`/admin/leads/${lead.id}`} className={linkClassName}>
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
