"use client";

import { useActionState } from "react";
import type { OwnerOption } from "@/server/leads/owners";
import { bulkAssignAction, type OwnerActionState } from "@/server/leads/owner-actions";
import { FormFeedback } from "./form-feedback";

export const BULK_ASSIGN_FORM = "bulk-assign";

/**
 * "Assign to" for the leads ticked in the table. The checkboxes sit in the table rows and belong to
 * this form through their `form` attribute, so it is one plain form post, with or without scripts.
 */
export function BulkAssignForm({ owners }: { owners: OwnerOption[] }) {
  const [state, action, pending] = useActionState<OwnerActionState, FormData>(bulkAssignAction, {});
  return (
    <form
      id={BULK_ASSIGN_FORM}
      action={action}
      aria-label="Assign ticked leads"
      className="flex flex-wrap items-end gap-2"
    >
      <label className="grid max-w-full min-w-0 gap-1 text-xs font-medium text-muted">
        Assign ticked leads to
        <select
          name="owner"
          required
          defaultValue=""
          className="w-full min-w-0 rounded-brand border border-line bg-surface px-2.5 py-2 text-sm text-fg"
        >
          <option value="" disabled>
            Choose…
          </option>
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
          <option value="none">Nobody (unassign)</option>
        </select>
      </label>
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand bg-navy px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
      >
        {pending ? "Assigning…" : "Assign"}
      </button>
      <FormFeedback
        message={state.message}
        error={state.error}
        className="w-full sm:w-auto sm:self-center"
      />
    </form>
  );
}
