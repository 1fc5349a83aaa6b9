"use client";

import { useActionState } from "react";
import { channelLabels, channels } from "@/lib/registration/channels";
import { localeLabels } from "@/lib/leads/format";
import { manualSources, sourceLabels } from "@/lib/leads/sources";
import { enterLeadAction, type DeskFormState } from "@/server/leads/desk-entry-actions";
import { FieldError } from "./field-error";
import { FormFeedback, inputClass, labelClass, primaryButton } from "./form-feedback";

interface ManualLeadFormProps {
  salutations: { id: number; label: string }[];
  unitTypes: string[];
  /** Made for each render: a double tap or a resend stores the lead once. */
  formToken: string;
  noticeVersion: string;
  termsVersion: string;
}

const fieldset = "grid gap-3 rounded-brand border border-line bg-surface p-5 sm:grid-cols-2";
const legend = "px-1 text-base font-semibold";

/** The buyer's typed fields, as the public form asks for them (email optional at the desk). */
const buyerFields = [
  { name: "name", label: "Full name", type: "text" },
  { name: "contact", label: "Mobile", type: "tel" },
  { name: "email", label: "Email (optional: many walk-ins give none)", type: "email" },
] as const;

export function ManualLeadForm(props: ManualLeadFormProps) {
  const [state, action, pending] = useActionState<DeskFormState, FormData>(enterLeadAction, {});
  const errors = state.errors ?? {};
  const values = state.values ?? {};
  const value = (name: string, fallback = "") => {
    const posted = values[name];
    return typeof posted === "string" ? posted : fallback;
  };
  const ticked = new Set(Array.isArray(values.unitTypes) ? values.unitTypes : []);
  const attrs = (name: string) => ({
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });
  return (
    <form action={action} className="grid gap-5" noValidate>
      <input type="hidden" name="formToken" value={props.formToken} />
      <fieldset className={fieldset}>
        <legend className={legend}>Where the lead comes from</legend>
        <div
          className="grid gap-2 sm:col-span-2"
          role="radiogroup"
          aria-label="Source"
          aria-describedby={errors.source ? "source-error" : undefined}
        >
          {manualSources.map((source) => (
            <label key={source} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="source"
                value={source}
                defaultChecked={value("source", "walk_in") === source}
              />
              {sourceLabels[source]}
            </label>
          ))}
          <FieldError id="source-error" message={errors.source} />
        </div>
        <label className={`${labelClass} sm:col-span-2`}>
          Agent&apos;s name or code (required for an agent referral)
          <input
            {...attrs("agent")}
            defaultValue={value("agent")}
            maxLength={120}
            className={inputClass}
          />
          <FieldError id="agent-error" message={errors.agent} />
        </label>
      </fieldset>

      <fieldset className={fieldset}>
        <legend className={legend}>The buyer</legend>
        <label className={labelClass}>
          Salutation
          {/* Keyed by the posted value: React resets a form after its action, and a select goes
              back to its first default unless it is made anew (see lead-status-form). */}
          <select
            key={value("salutationId")}
            {...attrs("salutationId")}
            defaultValue={value("salutationId")}
            className={inputClass}
          >
            <option value="">Choose…</option>
            {props.salutations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <FieldError id="salutationId-error" message={errors.salutationId} />
        </label>
        {buyerFields.map((field) => (
          <label key={field.name} className={labelClass}>
            {field.label}
            <input
              {...attrs(field.name)}
              type={field.type}
              defaultValue={value(field.name)}
              autoComplete="off"
              className={inputClass}
            />
            <FieldError id={`${field.name}-error`} message={errors[field.name]} />
          </label>
        ))}
        <label className={`${labelClass} sm:col-span-2`}>
          Address (optional)
          <textarea
            {...attrs("address")}
            rows={2}
            defaultValue={value("address")}
            className={inputClass}
          />
          <FieldError id="address-error" message={errors.address} />
        </label>
        <label className={labelClass}>
          Language
          <select
            key={value("locale", "en")}
            {...attrs("locale")}
            defaultValue={value("locale", "en")}
            className={inputClass}
          >
            {Object.entries(localeLabels).map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id="locale-error" message={errors.locale} />
        </label>
        <label className={labelClass}>
          How they heard of us
          <select
            key={value("channel")}
            {...attrs("channel")}
            defaultValue={value("channel")}
            className={inputClass}
          >
            <option value="">Choose…</option>
            {channels.map((channel) => (
              <option key={channel} value={channel}>
                {channelLabels[channel]}
              </option>
            ))}
          </select>
          <FieldError id="channel-error" message={errors.channel} />
        </label>
      </fieldset>

      <fieldset
        className="grid gap-3 rounded-brand border border-line bg-surface p-5"
        aria-describedby={errors.unitTypes ? "unitTypes-error" : undefined}
      >
        <legend className={legend}>Unit types of interest (up to five)</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {props.unitTypes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="unitTypes"
                value={code}
                defaultChecked={ticked.has(code)}
              />
              {code}
            </label>
          ))}
        </div>
        <FieldError id="unitTypes-error" message={errors.unitTypes} />
      </fieldset>

      <fieldset className="grid gap-3 rounded-brand border border-line bg-surface p-5">
        <legend className={legend}>Note and consent</legend>
        <label className={labelClass}>
          Note (optional)
          <textarea
            {...attrs("note")}
            rows={3}
            maxLength={4000}
            defaultValue={value("note")}
            className={inputClass}
          />
          <FieldError id="note-error" message={errors.note} />
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            {...attrs("consent")}
            value="on"
            defaultChecked={value("consent") === "on"}
            className="mt-1"
          />
          <span>
            The buyer has read and agreed to the privacy notice (version {props.noticeVersion}) and
            the terms and conditions (version {props.termsVersion}) in their language.
          </span>
        </label>
        <FieldError id="consent-error" message={errors.consent} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? "Saving…" : "Save lead"}
        </button>
        <FormFeedback message={state.message} error={state.error} />
      </div>
    </form>
  );
}
