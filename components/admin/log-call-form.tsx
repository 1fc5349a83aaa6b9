"use client";

import { useActionState, useRef, useState } from "react";
import {
  contactOutcomeLabels,
  contactOutcomes,
  isContactOutcome,
} from "@/lib/leads/contact-outcomes";
import { suggestFollowUp } from "@/lib/leads/follow-up-suggestion";
import { lostReasonLabel, lostReasonLabels, lostReasons } from "@/lib/leads/lost-reasons";
import {
  isLeadStatus,
  leadStatuses,
  leadStatusLabels,
  type LeadStatus,
} from "@/lib/leads/statuses";
import { logCallAction, type CallFormState } from "@/server/leads/call-actions";
import { FormFeedback, inputClass, labelClass, primaryButton } from "./form-feedback";

interface LogCallFormProps {
  id: string;
  status: LeadStatus;
  followUpOn: string | null;
  /** The stored reason while the lead is Lost. */
  lostReason: string | null;
  /** Today in Malaysia time: the earliest follow-up and the base of the suggestions. */
  today: string;
  overdue: boolean;
  /** Changes with every save, so the fields start again from what is stored. */
  version: string;
  contactRaw: string;
  contactE164: string;
  whatsappUrl: string;
}

const linkButton =
  "inline-flex min-h-10 items-center rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white";
const chip =
  "relative inline-flex min-h-10 cursor-pointer items-center rounded-brand border border-navy px-3 py-2 text-sm font-semibold text-navy has-checked:bg-navy has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy";

/** Where a first contact moves a lead the form still shows as New (staff may change it). */
const afterContact = (outcome: string, status: LeadStatus): LeadStatus => {
  if (outcome === "met_at_gallery" && ["new", "contacted", "qualified"].includes(status))
    return "visited";
  if (status === "new" && outcome !== "called_wrong_number") return "contacted";
  return status;
};

/**
 * One save logs a call or chat: what came of it, the next follow-up (suggested by the outcome,
 * editable), the status and, for Lost, the reason. The server writes all of it or none.
 */
export function LogCallForm(props: LogCallFormProps) {
  const [state, action, pending] = useActionState<CallFormState, FormData>(logCallAction, {});
  const { id, contactRaw, contactE164, whatsappUrl } = props;
  return (
    <section aria-labelledby="call-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="call-heading" className="text-lg font-semibold">
          Log a call
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={`tel:${contactE164}`} className={linkButton}>
            Call {contactRaw}
          </a>
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" className={linkButton}>
            WhatsApp
          </a>
        </div>
      </div>
      <form action={action} className="grid gap-4">
        <input type="hidden" name="id" value={id} />
        <CallFields key={props.version} {...props} state={state} pending={pending} />
      </form>
    </section>
  );
}

function CallFields({
  status: storedStatus,
  followUpOn,
  lostReason,
  today,
  overdue,
  state,
  pending,
}: LogCallFormProps & { state: CallFormState; pending: boolean }) {
  const [outcome, setOutcome] = useState("");
  const [status, setStatus] = useState<LeadStatus>(storedStatus);
  // Uncontrolled, with the stored status as its default: React resets a form after its action,
  // and a controlled select mounted on the client has no default to reset to (it showed New
  // again after a save). A suggestion from the outcome is set on the element itself.
  const statusSelect = useRef<HTMLSelectElement>(null);
  const suggestStatus = (next: LeadStatus) => {
    if (statusSelect.current) statusSelect.current.value = next;
    setStatus(next);
  };
  const [followUp, setFollowUp] = useState(followUpOn ?? "");
  const closing = status === "lost" || status === "spam";
  const pickOutcome = (value: string) => {
    setOutcome(value);
    if (!isContactOutcome(value)) return;
    // A status staff chose already stands; otherwise the outcome suggests one.
    if (status === storedStatus) suggestStatus(afterContact(value, storedStatus));
    const suggestion = suggestFollowUp(value, today);
    if (suggestion.kind === "day") setFollowUp(suggestion.day);
    if (suggestion.kind === "clear") setFollowUp("");
  };
  const pickStatus = (value: string) => {
    if (!isLeadStatus(value)) return;
    setStatus(value);
    if (value === "lost" || value === "spam") setFollowUp("");
  };
  const askReason = status === "lost" && storedStatus !== "lost";
  return (
    <>
      {/* What the form showed: each part is saved only if the lead still has it. */}
      <input type="hidden" name="shownStatus" value={storedStatus} />
      <input type="hidden" name="shownFollowUp" value={followUpOn ?? ""} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Outcome</legend>
        <div className="flex flex-wrap gap-2">
          {contactOutcomes.map((value) => (
            <label key={value} className={chip}>
              <input
                type="radio"
                name="outcome"
                value={value}
                checked={outcome === value}
                onChange={() => pickOutcome(value)}
                className="sr-only"
              />
              {contactOutcomeLabels[value]}
            </label>
          ))}
          <label className={chip}>
            <input
              type="radio"
              name="outcome"
              value=""
              checked={outcome === ""}
              onChange={() => pickOutcome("")}
              className="sr-only"
            />
            No contact
          </label>
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[auto_auto_auto_minmax(10rem,1fr)] lg:items-end">
        <div className="grid content-start gap-1">
          <label className={labelClass}>
            <span>
              Next follow-up
              {overdue && <span className="ml-2 font-semibold text-red-800">Overdue</span>}
            </span>
            <input
              type="date"
              name="followUp"
              value={followUp}
              // An overdue day left as stored must not block the save (the browser checks min).
              min={followUp === (followUpOn ?? "") ? undefined : today}
              disabled={closing}
              onChange={(event) => setFollowUp(event.target.value)}
              aria-invalid={state.field === "followUp" || undefined}
              aria-describedby="call-feedback call-follow-up-hint"
              className={inputClass}
            />
          </label>
          <span id="call-follow-up-hint" className="text-xs text-muted">
            {outcome === "called_call_back"
              ? "Choose the day the buyer asked for."
              : closing
                ? "None: the lead is closed."
                : "Suggested by the outcome; change it if needed."}
          </span>
        </div>
        <label className={labelClass}>
          Status
          <select
            ref={statusSelect}
            name="status"
            defaultValue={storedStatus}
            onChange={(event) => pickStatus(event.target.value)}
            className={inputClass}
          >
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {askReason || state.field === "lostReason" ? (
          <label className={labelClass}>
            Lost reason
            <select
              name="lostReason"
              defaultValue=""
              required
              aria-invalid={state.field === "lostReason" || undefined}
              aria-describedby="call-feedback"
              className={inputClass}
            >
              <option value="" disabled>
                Choose…
              </option>
              {lostReasons.map((value) => (
                <option key={value} value={value}>
                  {lostReasonLabels[value]}
                </option>
              ))}
            </select>
          </label>
        ) : storedStatus === "lost" && status === "lost" ? (
          <p className="text-sm text-muted">Lost reason: {lostReasonLabel(lostReason)}</p>
        ) : null}
        <label className={labelClass}>
          Short note
          <input
            name="note"
            maxLength={300}
            aria-invalid={state.field === "note" || undefined}
            aria-describedby="call-feedback"
            className={inputClass}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Saving…" : "Save"}
        </button>
        <FormFeedback id="call-feedback" message={state.message} error={state.error} />
      </div>
    </>
  );
}
