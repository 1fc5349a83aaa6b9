"use client";

import { useActionState } from "react";
import { assignmentRuleHints, assignmentRuleLabels } from "@/lib/leads/assignment-labels";
import { assignmentRules, type AssignmentRule } from "@/lib/leads/assignment-rule";
import {
  setAssignmentRuleAction,
  type SettingsActionState,
} from "@/server/leads/assignment-actions";
import { FormFeedback, primaryButton } from "../form-feedback";

/** How new leads get an owner: a setting stored in the database, shared by every instance. */
export function AssignmentRuleForm({ rule }: { rule: AssignmentRule }) {
  const [state, action, pending] = useActionState<SettingsActionState, FormData>(
    setAssignmentRuleAction,
    {},
  );
  return (
    <form action={action} className="grid gap-3">
      {/* Keyed by the stored rule, so after a save the radios show it (see lead-status-form). */}
      <fieldset key={rule} className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">New leads</legend>
        {assignmentRules.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="rule"
              value={value}
              defaultChecked={value === rule}
              aria-describedby={`rule-hint-${value}`}
              className="mt-1 accent-navy"
            />
            <span>
              {assignmentRuleLabels[value]}
              <span id={`rule-hint-${value}`} className="block text-xs text-muted">
                {assignmentRuleHints[value]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Saving…" : "Save rule"}
        </button>
        <FormFeedback {...state} />
      </div>
    </form>
  );
}
