import { unitTypes } from "@/content/units/unit-types";
import { formatDateTime } from "@/lib/time/malaysia";
import { leaveWaitlistAction, waitlistAction } from "@/server/launch/actions";
import type { WaitlistLine } from "@/server/launch/console";
import { inputClass, labelClass, primaryButton } from "../form-feedback";

/** Buyers waiting for a type: the first in line is held a freed unit of it automatically. */
export function WaitlistPanel({ lines }: { lines: WaitlistLine[] }) {
  return (
    <div className="grid gap-4">
      <form
        action={waitlistAction}
        className="flex flex-wrap items-end gap-2"
        aria-label="Add a buyer to a waitlist"
      >
        <label className={labelClass}>
          Buyer (ballot reference or lead id)
          <input name="buyer" required autoComplete="off" className={inputClass} />
        </label>
        <label className={labelClass}>
          Type
          <select name="typeCode" required className={inputClass}>
            {unitTypes.map((type) => (
              <option key={type.code} value={type.code}>
                {type.code}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          Add to waitlist
        </button>
      </form>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">Nobody is waiting.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {lines.map((line) => (
            <section
              key={line.typeCode}
              aria-label={`Waitlist for ${line.typeCode}`}
              className="rounded-brand border border-line bg-surface p-4"
            >
              <h3 className="font-semibold">{line.typeCode}</h3>
              <ol className="mt-2 grid list-decimal gap-2 pl-5 text-sm">
                {line.waiting.map((entry) => (
                  <li key={entry.id}>
                    {entry.buyerVisible ? (
                      <a
                        href={`/admin/leads/${entry.leadId}`}
                        className="underline underline-offset-4"
                      >
                        {entry.buyer}
                      </a>
                    ) : (
                      entry.buyer
                    )}{" "}
                    <span className="text-xs text-muted">
                      since {formatDateTime(entry.since)} ·{" "}
                      {entry.salesperson ?? "a former account"}
                    </span>
                    <form action={leaveWaitlistAction} className="inline">
                      <input type="hidden" name="id" value={entry.id} />
                      <button type="submit" className="ml-2 text-xs underline underline-offset-4">
                        Remove
                      </button>
                    </form>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
