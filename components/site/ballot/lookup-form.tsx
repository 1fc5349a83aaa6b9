"use client";

import { useActionState } from "react";
import { initialLookupState } from "@/lib/ballot/lookup-state";
import { findMyNumber } from "@/server/ballot/lookup-action";
import { controlClass, Field } from "../registration/field";
import { SubmitButton } from "../registration/submit-button";
import { Notice } from "./notice";

export interface LookupLabels {
  reference: string;
  referenceHint: string;
  lastFour: string;
  submit: string;
  submitting: string;
  required: string;
}

/**
 * "Find my number": reference and the last four digits of the phone. A plain form post without
 * JavaScript (the page comes back with the answer), the same action with it.
 */
export function LookupForm({
  locale,
  labels,
  permalink,
}: {
  locale: string;
  labels: LookupLabels;
  /** This page's address, the form's `action` before scripts load (never the invalid `action=""`). */
  permalink?: string;
}) {
  const [state, action, pending] = useActionState(findMyNumber, initialLookupState, permalink);
  const { errors } = state;
  return (
    <form action={action} noValidate className="flex max-w-xl flex-col gap-5">
      <input type="hidden" name="locale" value={locale} />
      <Field
        id="reference"
        label={labels.reference}
        hint={labels.referenceHint}
        errors={errors.reference ? [errors.reference] : undefined}
        required
        requiredLabel={labels.required}
      >
        {(describedBy) => (
          <input
            id="reference"
            name="reference"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            defaultValue={state.reference}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass} font-mono tracking-widest uppercase`}
          />
        )}
      </Field>
      <Field
        id="lastFour"
        label={labels.lastFour}
        errors={errors.lastFour ? [errors.lastFour] : undefined}
        required
        requiredLabel={labels.required}
      >
        {(describedBy) => (
          <input
            id="lastFour"
            name="lastFour"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            aria-invalid={errors.lastFour ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass} max-w-40 font-mono tracking-widest`}
          />
        )}
      </Field>
      <SubmitButton pending={pending}>{pending ? labels.submitting : labels.submit}</SubmitButton>
      {state.message && state.tone && (
        <Notice tone={state.tone} className="text-base">
          {state.message}
        </Notice>
      )}
    </form>
  );
}
