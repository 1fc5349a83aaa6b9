import { formatRinggit } from "@/lib/money/ringgit";
import { malaysiaDay } from "@/lib/time/malaysia";
import { cancelAction, changeUnitAction, soldAction } from "@/server/launch/actions";
import type { ConsoleClaim } from "@/server/launch/console";
import { inputClass, primaryButton } from "../form-feedback";
import { ClaimBuyer, ClaimUnit } from "./claim-buyer";

const secondary = "rounded-brand border border-line px-4 py-2 text-sm font-semibold";

/** Approved bookings: record the SPA, move the buyer to another unit, or cancel, with a reason. */
export function BookedTable({ booked, canDecide }: { booked: ConsoleClaim[]; canDecide: boolean }) {
  if (!booked.length)
    return <p className="text-sm text-muted">No approved booking awaits its SPA.</p>;
  const today = malaysiaDay(new Date());
  return (
    <ul className="grid gap-3">
      {booked.map((claim) => (
        <li
          key={claim.id}
          className="grid gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-[14rem_1fr]"
        >
          <div className="grid content-start gap-1 text-sm">
            <ClaimUnit claim={claim} />
            <p className="tabular-nums">{formatRinggit(claim.listPrice)}</p>
            <p>
              <ClaimBuyer claim={claim} />
            </p>
          </div>
          {canDecide ? (
            <div className="grid gap-2">
              <form
                action={soldAction}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Record the SPA of ${claim.unitId}`}
              >
                <input type="hidden" name="claimId" value={claim.id} />
                <label className="grid gap-1 text-xs font-medium">
                  SPA signed on
                  <input
                    type="date"
                    name="signedOn"
                    required
                    defaultValue={today}
                    className={inputClass}
                  />
                </label>
                <button type="submit" className={primaryButton}>
                  Record sale
                </button>
              </form>
              <form
                action={changeUnitAction}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Move the buyer of ${claim.unitId}`}
              >
                <input type="hidden" name="claimId" value={claim.id} />
                <label className="grid gap-1 text-xs font-medium">
                  New unit
                  <input
                    name="unitId"
                    required
                    placeholder="A-14-03"
                    className={`${inputClass} w-28 uppercase`}
                  />
                </label>
                <label className="grid gap-1 text-xs font-medium">
                  Reason
                  <input
                    name="reason"
                    required
                    minLength={3}
                    maxLength={240}
                    className={`${inputClass} w-48`}
                  />
                </label>
                <button type="submit" className={secondary}>
                  Change unit
                </button>
              </form>
              <form
                action={cancelAction}
                className="flex flex-wrap items-end gap-2"
                aria-label={`Cancel the booking of ${claim.unitId}`}
              >
                <input type="hidden" name="claimId" value={claim.id} />
                <label className="grid gap-1 text-xs font-medium">
                  Reason
                  <input
                    name="reason"
                    required
                    minLength={3}
                    maxLength={240}
                    className={`${inputClass} w-48`}
                  />
                </label>
                <button type="submit" className={secondary}>
                  Cancel booking
                </button>
              </form>
            </div>
          ) : (
            <p className="text-sm text-muted">
              An admin records the SPA, changes the unit or cancels.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
