"use client";

import { useActionState } from "react";
import { leadStatuses, leadStatusLabels, type LeadStatus } from "@/lib/leads/statuses";
import { changeStatusAction, type LeadActionState } from "@/server/leads/actions";
import { FormFeedback } from "./form-feedback";

export function LeadStatusForm({ id, status }: { id: string; status: LeadStatus }) {
  const [state, action, pending] = useActionState<LeadActionState, FormData>(
    changeStatusAction,
    {},
  );
  return (
    <form action={action} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={id} />
      {/*
        Keyed by the stored status: after a save React resets the form to its controls' first
        default values, so without a new key the select snapped back to the status the page was
        opened with, and saving again wrote that old status back.
      */}
      <input key={`shown-${status}`} type="hidden" name="shown" defaultValue={status} />
      <label className="grid gap-1 text-xs font-medium text-muted">
        Status
        <select
          key={status}
          name="status"
          defaultValue={status}
          aria-describedby={`status-feedback-${id}`}
          className="rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg"
        >
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
      >
        {pending ? "Saving…" : "Save status"}
      </button>
      <FormFeedback
        id={`status-feedback-${id}`}
        message={state.message}
        error={state.error}
        className="w-full"
      />
    </form>
  );
}
