"use client";

import { useActionState } from "react";
import { extendClaimAction, type AgentDeskState } from "@/server/agents/admin-actions";
import { FormFeedback, inputClass } from "../form-feedback";

/** Adds days to one standing protection. */
export function ExtendClaimForm({ claimId, buyer }: { claimId: string; buyer: string }) {
  const [state, action, pending] = useActionState<AgentDeskState, FormData>(extendClaimAction, {});
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="claimId" value={claimId} />
      <label className="sr-only" htmlFor={`extend-${claimId}`}>
        Days to add to {buyer}&apos;s protection
      </label>
      <input
        id={`extend-${claimId}`}
        name="days"
        type="number"
        min={1}
        max={365}
        defaultValue={14}
        className={`${inputClass} w-20`}
      />
      <button
        type="submit"
        disabled={pending}
        className="rounded-brand border border-line px-3 py-1.5 text-xs font-semibold"
      >
        Extend
      </button>
      <FormFeedback message={state.message} error={state.error} className="w-full" />
    </form>
  );
}
