import { commissionerClock, describeClock, peopleNoticeDeadline } from "@/lib/privacy/breach-clock";
import type { BreachStep } from "@/lib/privacy/breach-input";
import { formatDateTime } from "@/lib/time/malaysia";
import { breachStepAction } from "@/server/privacy/breach-actions";
import type { Breach } from "@/server/privacy/breaches";
import { NoticeCountdown } from "./notice-countdown";

const stepButton =
  "rounded-brand border border-line bg-surface px-3 py-2 text-sm font-semibold hover:border-fg";

function StepForm({ id, step, label }: { id: string; step: BreachStep; label: string }) {
  return (
    <form action={breachStepAction}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="step" value={step} />
      <button type="submit" className={stepButton}>
        {label}
      </button>
    </form>
  );
}

/** One breach: what happened, its clocks, the notices sent and the next step. */
export function BreachEntry({ breach, now }: { breach: Breach; now: Date }) {
  const clock = commissionerClock(breach, now);
  const peopleDue = peopleNoticeDeadline(breach.commissioner_notified_at);
  const open = !breach.closed_at;
  return (
    <li className="rounded-brand border border-line bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          Found {formatDateTime(breach.found_at)} ·{" "}
          {breach.people_affected === 1
            ? "1 person"
            : `${breach.people_affected.toLocaleString("en-MY")} people`}{" "}
          affected
        </h3>
        <span className="text-sm text-muted">
          {open ? "Open" : `Closed ${formatDateTime(breach.closed_at ?? "")}`}
        </span>
      </div>
      <p className="mt-2 text-sm whitespace-pre-line">{breach.what}</p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">
            Notice to the Commissioner (due {formatDateTime(clock.deadline)})
          </dt>
          <dd className="mt-1">
            {clock.state === "sent" ? (
              <span className={clock.late ? "font-semibold text-red-800" : "font-semibold"}>
                Sent {formatDateTime(clock.at)}: {describeClock(clock).toLowerCase()}
              </span>
            ) : (
              <NoticeCountdown foundAt={breach.found_at} serverNow={now.toISOString()} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">
            Notice to the people affected
            {peopleDue && breach.people_notice === "pending"
              ? ` (due ${formatDateTime(peopleDue)})`
              : ""}
          </dt>
          <dd className="mt-1 font-semibold">
            {breach.people_notice === "sent"
              ? `Sent ${formatDateTime(breach.people_notified_at ?? "")}`
              : breach.people_notice === "not_required"
                ? "Not required: no significant harm likely"
                : breach.commissioner_notified_at
                  ? "Not sent yet"
                  : "After the Commissioner's notice"}
          </dd>
        </div>
      </dl>
      {open && (
        <div className="mt-4 flex flex-wrap gap-2">
          {!breach.commissioner_notified_at && (
            <StepForm id={breach.id} step="commissioner" label="Commissioner notified" />
          )}
          {breach.commissioner_notified_at && breach.people_notice === "pending" && (
            <>
              <StepForm id={breach.id} step="people_sent" label="People notified" />
              <StepForm
                id={breach.id}
                step="people_not_required"
                label="No notice to people needed"
              />
            </>
          )}
          {breach.commissioner_notified_at && breach.people_notice !== "pending" && (
            <StepForm id={breach.id} step="close" label="Close breach" />
          )}
        </div>
      )}
    </li>
  );
}
