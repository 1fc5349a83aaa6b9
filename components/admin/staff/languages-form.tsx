"use client";

import { useActionState } from "react";
import { localeLabels } from "@/lib/leads/format";
import {
  setStaffLanguagesAction,
  type SettingsActionState,
} from "@/server/leads/assignment-actions";
import { FormFeedback } from "../form-feedback";

const smallButton = "rounded-brand border border-line px-3 py-1.5 text-xs font-semibold";

/** The languages a staff member sells in, for assignment by language. */
export function LanguagesForm({
  userId,
  email,
  languages,
}: {
  userId: string;
  email: string;
  languages: string[];
}) {
  const [state, action, pending] = useActionState<SettingsActionState, FormData>(
    setStaffLanguagesAction,
    {},
  );
  return (
    <form action={action} className="grid gap-2">
      <input type="hidden" name="userId" value={userId} />
      {/* Keyed by the stored languages, so after a save the boxes show them. */}
      <fieldset key={languages.join(",")} className="flex flex-wrap gap-x-3 gap-y-1">
        <legend className="sr-only">Languages of {email}</legend>
        {Object.entries(localeLabels).map(([code, label]) => (
          <label key={code} className="flex items-center gap-1.5 text-sm whitespace-nowrap">
            <input
              type="checkbox"
              name="languages"
              value={code}
              defaultChecked={languages.includes(code)}
              className="accent-navy"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" disabled={pending} className={smallButton}>
          Save<span className="sr-only"> languages of {email}</span>
        </button>
        <FormFeedback {...state} />
      </div>
    </form>
  );
}
