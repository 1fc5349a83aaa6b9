import { feeMethods } from "@/lib/launch/booking-schema";
import { formatRinggit } from "@/lib/money/ringgit";
import { formatClock } from "@/lib/time/malaysia";
import { bookAction, releaseAction } from "@/server/launch/actions";
import type { ConsoleClaim } from "@/server/launch/console";
import { inputClass, primaryButton } from "../form-feedback";
import { ClaimBuyer, ClaimUnit } from "./claim-buyer";
import { Countdown } from "./countdown";

const methodLabels: Record<(typeof feeMethods)[number], string> = {
  card: "Card",
  transfer: "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
  none: "No fee",
};

/** Units held now: time left, and the booking fee form that turns a hold into a booking. */
export function HoldsTable({ holds, bookingFee }: { holds: ConsoleClaim[]; bookingFee: number }) {
  if (!holds.length) return <p className="text-sm text-muted">No unit is held.</p>;
  return (
    <ul className="grid gap-3">
      {holds.map((hold) => (
        <li
          key={hold.id}
          className="grid gap-3 rounded-brand border border-line bg-surface p-4 md:grid-cols-[12rem_1fr]"
        >
          <div className="grid content-start gap-1 text-sm">
            <ClaimUnit claim={hold} />
            <p className="tabular-nums">{formatRinggit(hold.listPrice)}</p>
            <p>
              <ClaimBuyer claim={hold} />
            </p>
            <p className="text-sm">
              <Countdown expiresAt={hold.expiresAt} endsAt={formatClock(hold.expiresAt)} />
            </p>
          </div>
          <div className="grid gap-2">
            <form
              action={bookAction}
              className="flex flex-wrap items-end gap-2"
              aria-label={`Book ${hold.unitId}`}
            >
              <input type="hidden" name="claimId" value={hold.id} />
              <label className="grid gap-1 text-xs font-medium">
                Fee (RM)
                <input
                  name="fee"
                  inputMode="numeric"
                  defaultValue={bookingFee}
                  className={`${inputClass} w-28`}
                />
              </label>
              <label className="grid gap-1 text-xs font-medium">
                Paid by
                <select
                  name="method"
                  defaultValue={bookingFee ? "transfer" : "none"}
                  className={inputClass}
                >
                  {feeMethods.map((method) => (
                    <option key={method} value={method}>
                      {methodLabels[method]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 text-xs font-medium">
                Receipt or reference
                <input
                  name="reference"
                  maxLength={64}
                  autoComplete="off"
                  className={`${inputClass} w-40`}
                />
              </label>
              <button type="submit" className={primaryButton}>
                Book
              </button>
            </form>
            <form
              action={releaseAction}
              className="flex flex-wrap items-end gap-2"
              aria-label={`Release ${hold.unitId}`}
            >
              <input type="hidden" name="claimId" value={hold.id} />
              <label className="grid gap-1 text-xs font-medium">
                Reason (optional)
                <input name="reason" maxLength={240} className={`${inputClass} w-56`} />
              </label>
              <button
                type="submit"
                className="rounded-brand border border-line px-4 py-2 text-sm font-semibold"
              >
                Release
              </button>
            </form>
          </div>
        </li>
      ))}
    </ul>
  );
}
