"use client";

import { useActionState } from "react";
import { manualUnitStatuses, unitStatusLabels } from "@/lib/units/statuses";
import { changeStatusAction, type UnitActionState } from "@/server/units/actions";
import { FormFeedback, inputClass, primaryButton } from "../form-feedback";

export const UNIT_STATUS_FORM = "unit-status";

/**
 * "Mark ticked units …": the checkboxes in the table belong to this form through their `form`
 * attribute, so it is one plain form post, with or without scripts.
 */
export function StatusChangeForm() {
  const [state, action, pending] = useActionState<UnitActionState, FormData>(
    changeStatusAction,
    {},
  );
  return (
    <form
      id={UNIT_STATUS_FORM}
      action={action}
      aria-label="Change the status of ticked units"
      className="flex flex-wrap items-end gap-2"
    >
      <label className="grid gap-1 text-xs font-medium text-muted">
        Mark ticked units
        <select name="status" required defaultValue="" className={inputClass}>
          <option value="" disabled>
            Choose…
          </option>
          {manualUnitStatuses.map((status) => (
            <option key={status} value={status}>
              {unitStatusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={pending} className={primaryButton}>
        {pending ? "Saving…" : "Save"}
      </button>
      <FormFeedback message={state.message} error={state.error} />
    </form>
  );
}
