import Link from "next/link";
import { localeLabels } from "@/lib/leads/dashboard-labels";
import { formatClock, formatDay, malaysiaDay } from "@/lib/time/malaysia";
import type { DeskVisit } from "@/server/booking/desk";
import { markVisitAction } from "@/server/booking/desk-actions";

const statusLabels: Record<DeskVisit["status"], string> = {
  booked: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "No-show",
};

interface VisitListProps {
  visits: DeskVisit[];
  /** Where the mark buttons come back to. */
  back: string;
  /** The page's time: a visit can be marked only once it has begun. */
  now: string;
  /** Show the visitor's name linked to their lead (not on the lead's own page). */
  showLead?: boolean;
}

/**
 * Visits in time order with their status, the lead's owner and the language the visitor chose,
 * and buttons to mark them attended or no-show once they have begun.
 */
export function VisitList({ visits, back, now, showLead = true }: VisitListProps) {
  if (!visits.length) return <p className="text-sm text-muted">No visits.</p>;
  return (
    <ul className="grid gap-2">
      {visits.map((visit) => {
        const begun = visit.start <= now;
        return (
          <li
            key={visit.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-brand border border-line bg-surface px-4 py-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <p className="font-semibold">
                <time dateTime={visit.start}>
                  {formatDay(malaysiaDay(visit.start))}, {formatClock(visit.start)}
                </time>
                {showLead && (
                  <>
                    {" · "}
                    {visit.leadId ? (
                      <Link
                        href={`/admin/leads/${visit.leadId}`}
                        className="underline underline-offset-4"
                      >
                        {visit.name}
                      </Link>
                    ) : (
                      visit.name
                    )}
                  </>
                )}
              </p>
              <p className="text-sm text-muted">
                {visit.partySize} {visit.partySize === 1 ? "person" : "people"} ·{" "}
                {visit.contactE164} · {localeLabels[visit.locale] ?? visit.locale} ·{" "}
                {statusLabels[visit.status]}
              </p>
              {showLead && (
                <p className="text-sm text-muted">
                  Owner: <span className="text-fg">{visit.ownerName ?? "unassigned"}</span>
                </p>
              )}
            </div>
            {visit.status !== "cancelled" && !begun && (
              <p className="text-sm text-muted">Can be marked from {formatClock(visit.start)}</p>
            )}
            {visit.status !== "cancelled" && begun && (
              <form action={markVisitAction} className="flex gap-2">
                <input type="hidden" name="id" value={visit.id} />
                <input type="hidden" name="back" value={back} />
                {(["attended", "no_show"] as const).map((outcome) => (
                  <button
                    key={outcome}
                    type="submit"
                    name="outcome"
                    value={outcome}
                    disabled={visit.status === outcome}
                    className="min-h-10 rounded-brand border border-line px-3 text-sm font-semibold hover:border-accent-text disabled:cursor-default disabled:bg-accent/20"
                  >
                    {outcome === "attended" ? "Attended" : "No-show"}
                  </button>
                ))}
              </form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
