"use client";

import { useActionState } from "react";
import { setFollowUpAction, type LeadActionState } from "@/server/leads/actions";
import { FormFeedback } from "./form-feedback";

interface FollowUpFormProps {
  id: string;
  day: string | null;
  /** Today in Malaysia time: the earliest day the picker offers. */
  today: string;
  overdue: boolean;
}

/** The lead's next follow-up day: set, move or clear it. */
export function FollowUpForm({ id, day, today, overdue }: FollowUpFormProps) {
  const [state, action, pending] = useActionState<LeadActionState, FormData>(setFollowUpAction, {});
  const current = day ?? "";
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      {/* Keyed by the stored day, so after a save the field shows it (see lead-status-form). */}
      <input key={`shown-${current}`} type="hidden" name="shown" defaultValue={current} />
      <label className="grid gap-1 text-xs font-medium text-muted">
        <span>
          Next follow-up
          {overdue && <span className="ml-2 font-semibold text-red-800">Overdue</span>}
        </span>
        <input
          key={current}
          type="date"
          name="day"
          defaultValue={current}
          min={today}
          aria-describedby={`follow-up-feedback-${id}`}
          className="rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand border border-navy px-4 py-2 text-sm font-semibold text-navy disabled:opacity-70"
      >
        {pending ? "Saving…" : "Save follow-up"}
      </button>
      {day && (
        <button
          type="submit"
          name="clear"
          value="1"
          formNoValidate
          disabled={pending}
          className="px-2 py-2 text-sm underline underline-offset-4 disabled:opacity-70"
        >
          Clear
        </button>
      )}
      <FormFeedback
        id={`follow-up-feedback-${id}`}
        message={state.message}
        error={state.error}
        className="w-full"
      />
    </form>
  );
}
