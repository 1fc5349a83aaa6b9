import type { Kysely } from "kysely";
import { formatDateTime } from "@/lib/time/malaysia";
import { withdrawalOf } from "@/server/consent/withdraw";
import type { Database } from "@/server/db/schema";

/**
 * On a lead's page: the buyer withdrew consent by the link in a mail. No mail or ad conversion
 * goes to or about them any more; the desk must not contact them either (PDPA).
 */
export async function ConsentWithdrawnLine({
  db,
  leadId,
}: {
  db: Kysely<Database>;
  leadId: string;
}) {
  const withdrawal = await withdrawalOf(db, leadId);
  if (!withdrawal) return null;
  return (
    <p
      role="note"
      className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 px-3 py-2 text-sm font-medium"
      data-consent-withdrawn
    >
      Consent withdrawn on <time dateTime={withdrawal.at}>{formatDateTime(withdrawal.at)}</time> (
      {withdrawal.via === "one_click" ? "one click in their mail app" : "the link in a mail"}): do
      not contact. No more mail or ad conversions are sent.
    </p>
  );
}
