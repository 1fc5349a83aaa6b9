import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { visitsOfLead } from "@/server/booking/desk";
import { VisitList } from "./visit-list";

/** The person's sales gallery visits, on their lead page. */
export async function LeadVisits({ db, leadId }: { db: Kysely<Database>; leadId: string }) {
  const visits = await visitsOfLead(db, leadId);
  if (!visits.length) return null;
  return (
    <section
      aria-labelledby="visits"
      className="grid gap-3 rounded-brand border border-line bg-surface p-5"
    >
      <h2 id="visits" className="text-lg font-semibold">
        Sales gallery visits
      </h2>
      <VisitList visits={visits} back={`/admin/leads/${leadId}`} showLead={false} />
    </section>
  );
}
