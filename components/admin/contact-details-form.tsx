"use client";

import { useActionState } from "react";
import type { ContactDetails } from "@/lib/leads/contact-details";
import { correctContactAction, type DeskFormState } from "@/server/leads/desk-entry-actions";
import { FieldError } from "./field-error";
import { FormFeedback, inputClass, labelClass, primaryButton } from "./form-feedback";

interface ContactDetailsFormProps {
  id: string;
  details: ContactDetails;
  salutations: { id: number; label: string }[];
}

const fields = [
  { name: "name", label: "Full name", type: "text", autoComplete: "off" },
  { name: "contact", label: "Mobile", type: "tel", autoComplete: "off" },
  { name: "email", label: "Email", type: "email", autoComplete: "off" },
] as const;

/**
 * Corrects the buyer's details as the latest registration holds them. The values the page showed
 * travel along (`shown_*`): if someone changed them since, nothing is saved (compare and set).
 */
export function ContactDetailsForm({ id, details, salutations }: ContactDetailsFormProps) {
  const [state, action, pending] = useActionState<DeskFormState, FormData>(
    correctContactAction,
    {},
  );
  const errors = state.errors ?? {};
  // After a refusal the posted values come back; after a save the stored ones show.
  const value = (name: keyof ContactDetails) => String(state.values?.[name] ?? details[name]);
  // Keyed by the stored values: a save or someone else's change resets every control to them.
  const stored = JSON.stringify(details);
  const describedBy = (name: string) =>
    errors[name] ? `contact-${name}-error` : "contact-details-feedback";
  return (
    <details
      className="rounded-brand border border-line bg-surface p-5"
      open={state.error || state.message ? true : undefined}
    >
      <summary className="cursor-pointer text-lg font-semibold">Edit contact details</summary>
      <form key={stored} action={action} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <input type="hidden" name="id" value={id} />
        {(Object.keys(details) as (keyof ContactDetails)[]).map((name) => (
          <input key={name} type="hidden" name={`shown_${name}`} value={String(details[name])} />
        ))}
        <label className={labelClass}>
          Salutation
          <select
            key={value("salutationId")}
            name="salutationId"
            defaultValue={value("salutationId")}
            aria-invalid={errors.salutationId ? true : undefined}
            aria-describedby={describedBy("salutationId")}
            className={inputClass}
          >
            {salutations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <FieldError id="contact-salutationId-error" message={errors.salutationId} />
        </label>
        {fields.map((field) => (
          <label key={field.name} className={labelClass}>
            {field.label}
            <input
              name={field.name}
              type={field.type}
              defaultValue={value(field.name)}
              autoComplete={field.autoComplete}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              className={inputClass}
            />
            <FieldError id={`contact-${field.name}-error`} message={errors[field.name]} />
          </label>
        ))}
        <label className={`${labelClass} sm:col-span-2`}>
          Address (optional)
          <textarea
            name="address"
            rows={2}
            defaultValue={value("address")}
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={describedBy("address")}
            className={inputClass}
          />
          <FieldError id="contact-address-error" message={errors.address} />
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? "Saving…" : "Save contact details"}
          </button>
          <FormFeedback id="contact-details-feedback" message={state.message} error={state.error} />
        </div>
        {state.conflictLeadId && (
          <p className="text-sm sm:col-span-2">
            <a
              href={`/admin/leads/${state.conflictLeadId}`}
              className="underline underline-offset-4"
            >
              Open the other lead
            </a>
          </p>
        )}
      </form>
    </details>
  );
}
