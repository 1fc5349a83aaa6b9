"use client";

import { useActionState } from "react";
import { recordBreachAction, type BreachFormState } from "@/server/privacy/breach-actions";
import { FieldError } from "../field-error";
import { inputClass, labelClass, primaryButton } from "../form-feedback";

/** A new entry in the breach register: what happened, when it was found, how many people. */
export function BreachForm() {
  const [state, action, pending] = useActionState<BreachFormState, FormData>(
    recordBreachAction,
    {},
  );
  const error = (field: keyof NonNullable<BreachFormState["errors"]>) => state.errors?.[field];
  const described = (field: keyof NonNullable<BreachFormState["errors"]>) =>
    error(field) ? { "aria-invalid": true, "aria-describedby": `breach-${field}-error` } : {};
  return (
    <form
      action={action}
      key={state.recorded ?? 0}
      noValidate
      className="mt-4 grid gap-4 rounded-brand border border-line bg-surface p-5"
    >
      <label className={labelClass}>
        What happened
        <span className="text-xs font-normal text-muted">
          What data, whose (kinds of people, not names unless needed), how it came out, what was
          done to contain it.
        </span>
        <textarea
          name="what"
          rows={4}
          required
          defaultValue={state.values?.what}
          className={inputClass}
          {...described("what")}
        />
        <FieldError id="breach-what-error" message={error("what")} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          Found (Malaysia time)
          <input
            type="datetime-local"
            name="foundAt"
            required
            defaultValue={state.values?.foundAt}
            className={inputClass}
            {...described("foundAt")}
          />
          <FieldError id="breach-foundAt-error" message={error("foundAt")} />
        </label>
        <label className={labelClass}>
          People affected (best estimate)
          <input
            type="number"
            name="peopleAffected"
            min={0}
            inputMode="numeric"
            required
            defaultValue={state.values?.peopleAffected}
            className={inputClass}
            {...described("peopleAffected")}
          />
          <FieldError id="breach-peopleAffected-error" message={error("peopleAffected")} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Recording…" : "Record breach"}
        </button>
        <p aria-live="polite" className="text-sm text-muted">
          {state.recorded && !state.errors ? "Breach recorded: the clock below is running." : ""}
        </p>
      </div>
    </form>
  );
}
