import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { visitsOfLead } from "@/server/booking/desk";
import { VisitList } from "./visit-list";
import { VisitRefused } from "./visit-refused";

interface LeadVisitsProps {
  db: Kysely<Database>;
  leadId: string;
  now: string;
  /** A mark was refused: the visit had not begun. */
  early: boolean;
}

/** The person's sales gallery visits, on their lead page. */
export async function LeadVisits({ db, leadId, now, early }: LeadVisitsProps) {
  const visits = await visitsOfLead(db, leadId);
  if (!visits.length) return null;
  return (
    <section
      id="visits"
      aria-labelledby="visits-heading"
      className="grid gap-3 rounded-brand border border-line bg-surface p-5"
    >
      <h2 id="visits-heading" className="text-lg font-semibold">
        Sales gallery visits
      </h2>
      {early && <VisitRefused />}
      <VisitList visits={visits} back={`/admin/leads/${leadId}`} now={now} showLead={false} />
    </section>
  );
}
