"use client";

import { useActionState } from "react";
import { setLeadAlertsAction, type AlertsActionState } from "@/server/auth/profile-actions";
import { FormFeedback, primaryButton } from "./form-feedback";

/** The signed-in person's choice of new-lead emails (a plain form post; works without JS). */
export function LeadAlertsForm({ wanted }: { wanted: boolean }) {
  const [state, action, pending] = useActionState<AlertsActionState, FormData>(
    setLeadAlertsAction,
    {},
  );
  return (
    <form action={action} className="grid justify-items-start gap-3">
      <label className="flex items-start gap-2 text-sm">
        <input
          key={String(wanted)}
          type="checkbox"
          name="alerts"
          defaultChecked={wanted}
          className="mt-0.5 size-4"
        />
        <span>
          Email me when a new lead is assigned to me or one of my leads registers again after it was
          lost. Admins also get leads that nobody owns.
        </span>
      </label>
      <button type="submit" disabled={pending} className={primaryButton}>
        Save
      </button>
      <FormFeedback {...state} />
    </form>
  );
}
