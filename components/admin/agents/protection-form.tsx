"use client";

import { useActionState } from "react";
import { agentSettingsAction, type AgentDeskState } from "@/server/agents/admin-actions";
import { FormFeedback, inputClass, labelClass, primaryButton } from "../form-feedback";

/** The protection period for buyers registered from now on. */
export function ProtectionForm({ days }: { days: number }) {
  const [state, action, pending] = useActionState<AgentDeskState, FormData>(
    agentSettingsAction,
    {},
  );
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <label className={labelClass}>
        Protection period (days)
        <input
          name="protectionDays"
          type="number"
          min={1}
          max={365}
          required
          defaultValue={days}
          className={`${inputClass} w-28`}
        />
      </label>
      <button type="submit" disabled={pending} className={primaryButton}>
        Save
      </button>
      <FormFeedback message={state.message} error={state.error} className="w-full" />
    </form>
  );
}
