"use client";

import { useActionState } from "react";
import { takeLeadAction, type OwnerActionState } from "@/server/leads/owner-actions";
import { FormFeedback } from "./form-feedback";

/**
 * A salesperson makes an unassigned lead their own. Stays mounted once the lead has an owner (the
 * button goes), so the outcome of the take is still announced.
 */
export function TakeLeadForm({ id, assigned }: { id: string; assigned: boolean }) {
  const [state, action, pending] = useActionState<OwnerActionState, FormData>(takeLeadAction, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={id} />
      {!assigned && (
        <button
          type="submit"
          disabled={pending}
          className="rounded-brand border border-navy px-4 py-2 text-sm font-semibold text-navy disabled:opacity-70"
        >
          {pending ? "Taking…" : "Take this lead"}
        </button>
      )}
      <FormFeedback message={state.message} error={state.error} />
    </form>
  );
}
