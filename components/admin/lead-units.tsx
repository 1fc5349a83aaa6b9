import type { Kysely } from "kysely";
import Link from "next/link";
import { formatRinggit } from "@/lib/money/ringgit";
import { formatClock, formatDateTime } from "@/lib/time/malaysia";
import type { Database } from "@/server/db/schema";
import { claimsOfLead } from "@/server/launch/console";

const stageWords: Record<string, string> = {
  held: "Held",
  pending: "Booked, awaiting approval",
  booked: "Booked",
  sold: "Sold",
  lapsed: "Hold lapsed",
  released: "Hold released",
  declined: "Booking declined",
  cancelled: "Booking cancelled",
  changed: "Moved to another unit",
};

/** The buyer's units: what they hold, booked or bought, and the claims that ended, with why. */
export async function LeadUnits({
  db,
  leadId,
  canSell,
}: {
  db: Kysely<Database>;
  leadId: string;
  canSell: boolean;
}) {
  const claims = await claimsOfLead(db, leadId);
  return (
    <section
      aria-labelledby="units"
      className="grid gap-3 rounded-brand border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="units" className="text-lg font-semibold">
          Units
        </h2>
        {canSell && (
          <Link
            href={`/admin/launch?lead=${leadId}#holds`}
            className="text-sm underline underline-offset-4"
          >
            Hold a unit for this buyer
          </Link>
        )}
      </div>
      {claims.length === 0 ? (
        <p className="text-sm text-muted">No unit held, booked or bought yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {claims.map((claim) => (
            <li key={claim.id} className={claim.standing ? "" : "text-muted"}>
              <span className="font-semibold tabular-nums">{claim.unitId}</span> ({claim.typeCode},{" "}
              {formatRinggit(claim.listPrice)}): {stageWords[claim.stage] ?? claim.stage}
              {claim.stage === "held" && claim.standing
                ? ` until ${formatClock(claim.expiresAt)}`
                : ""}
              {claim.fee ? ` · fee ${formatRinggit(claim.fee)} by ${claim.feeMethod}` : ""}
              {claim.soldOn ? ` · SPA ${claim.soldOn}` : ""}
              {claim.endReason ? ` · ${claim.endReason}` : ""}
              <span className="block text-xs text-muted">
                {claim.salesperson ?? "a former account"}
                {claim.agent ? ` · agent ${claim.agent}` : ""} · held {formatDateTime(claim.heldAt)}
                {claim.endedAt ? ` · ended ${formatDateTime(claim.endedAt)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
