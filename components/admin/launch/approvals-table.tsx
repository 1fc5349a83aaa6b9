import { formatRinggit } from "@/lib/money/ringgit";
import { formatDateTime } from "@/lib/time/malaysia";
import { approveAction, declineAction } from "@/server/launch/actions";
import type { ConsoleClaim } from "@/server/launch/console";
import { inputClass, primaryButton } from "../form-feedback";
import { ClaimBuyer, ClaimUnit } from "./claim-buyer";

/** Bookings awaiting an admin: approve, or decline with a reason (the unit is free at once). */
export function ApprovalsTable({
  pending,
  canDecide,
}: {
  pending: ConsoleClaim[];
  canDecide: boolean;
}) {
  if (!pending.length) return <p className="text-sm text-muted">No booking awaits approval.</p>;
  return (
    <ul className="grid gap-3">
      {pending.map((claim) => (
        <li
          key={claim.id}
          className="grid gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-[14rem_1fr]"
        >
          <div className="grid content-start gap-1 text-sm">
            <ClaimUnit claim={claim} />
            <p>
              <ClaimBuyer claim={claim} />
            </p>
            <p className="text-xs text-muted">
              {claim.fee ? `${formatRinggit(claim.fee)} by ${claim.feeMethod}` : "No fee"}
              {claim.feeReference ? ` · ref ${claim.feeReference}` : ""}
              {claim.bookedAt ? ` · ${formatDateTime(claim.bookedAt)}` : ""}
            </p>
          </div>
          {canDecide ? (
            <div className="flex flex-wrap items-end gap-3">
              <form action={approveAction}>
                <input type="hidden" name="claimId" value={claim.id} />
                <button type="submit" className={primaryButton}>
                  Approve
                </button>
              </form>
              <form
                action={declineAction}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Decline ${claim.unitId}`}
              >
                <input type="hidden" name="claimId" value={claim.id} />
                <label className="grid gap-1 text-xs font-medium">
                  Reason
                  <input
                    name="reason"
                    required
                    minLength={3}
                    maxLength={240}
                    className={`${inputClass} w-56`}
                  />
                </label>
                <button
                  type="submit"
                  className="rounded-brand border border-line px-4 py-2 text-sm font-semibold"
                >
                  Decline
                </button>
              </form>
            </div>
          ) : (
            <p className="text-sm text-muted">An admin approves or declines it.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
