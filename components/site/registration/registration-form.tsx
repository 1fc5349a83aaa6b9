"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useRef, useState, type FormEvent } from "react";
import { channels } from "@/lib/registration/channels";
import { initialFormState } from "@/lib/registration/form-state";
import type { LinkedInterest } from "@/lib/registration/linked-interest";
import { submitRegistration } from "@/server/registrations/form-action";
import { useResendingAction } from "@/components/ui/use-resending-action";
import { Attribution } from "./attribution";
import { ConsentField } from "./consent-field";
import { controlClass, Field } from "./field";
import { UnitTypesField } from "./unit-types-field";
import { ContactInput } from "./contact-input";
import { useClientValidation } from "./use-client-validation";
import { SubmitButton } from "./submit-button";

interface RegistrationFormProps {
  salutations: { id: number; label: string }[];
  unitTypes: string[];
  /** Another door to the same registration (an agent registering a buyer); the public form's by default. */
  action?: typeof submitRegistration;
  submitLabel?: string;
  /**
   * The page's own address (with its language prefix). React writes it as the form's `action`
   * (without it, `action=""`, which HTML does not allow), so the form posts to this page before
   * scripts load, and the page then renders the action's answer.
   */
  permalink?: string;
  /**
   * The unit or type the link names, read by the server for a page rendered for its link (null:
   * it names none to be had); left out, the prerendered page reads the link in the browser.
   */
  interest?: LinkedInterest | null;
}

const textFields = [
  { name: "name", type: "text", autoComplete: "name", hint: "nameHint" },
  { name: "contact", type: "tel", autoComplete: "tel", hint: "contactHint" },
  { name: "email", type: "email", autoComplete: "email" },
] as const;

export function RegistrationForm({
  salutations,
  unitTypes,
  action = submitRegistration,
  submitLabel,
  permalink,
  interest,
}: RegistrationFormProps) {
  const t = useTranslations("Registration");
  const locale = useLocale();
  // Without JavaScript the form posts its action to the page; with it, it is sent (and sent again
  // when no answer came, with the same submissionKey) by useResendingAction.
  const [posted, formAction, posting] = useActionState(action, initialFormState, permalink);
  const [state, send, sending] = useResendingAction(action, posted);
  const pending = posting || sending;
  const { errors: clientErrors, validate, onBlur, load } = useClientValidation();
  const [submitted, setSubmitted] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // The server's verdict on the last submission wins over the live checks made before it.
  const errors = { ...clientErrors, ...(submitted ? {} : state.errors) };
  const value = (name: string) =>
    typeof state.values[name] === "string" ? (state.values[name] as string) : undefined;

  // A new answer from the server: its errors replace the live checks made before it.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    setSubmitted(0);
  }
  // The server's answer: to the first field it refused, as the live checks do, else its message.
  useEffect(() => {
    const first = (selector: string) => form.current?.querySelector<HTMLElement>(selector);
    (first("[aria-invalid=true]") ?? first("[data-form-message]"))?.focus();
  }, [state]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault();
    const found = validate(event.currentTarget);
    if (Object.keys(found).length) {
      event.preventDefault();
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus(),
      );
      return;
    }
    // Measured by the browser alone, so a phone whose clock is wrong is not mistaken for a bot.
    const elements = event.currentTarget.elements;
    const started = elements.namedItem("startedAt");
    const fillTime = elements.namedItem("fillTimeMs");
    if (started instanceof HTMLInputElement && fillTime instanceof HTMLInputElement) {
      fillTime.value = String(Date.now() - Number(started.value));
    }
    event.preventDefault();
    send(new FormData(event.currentTarget));
    setSubmitted((n) => n + 1);
  };

  const invalid = (name: string) => (errors[name]?.length ? true : undefined);
  const blur = (name: string) => () => form.current && onBlur(form.current, name);
  const errorCount = Object.keys(errors).length;

  /** Name, mobile and email: a labelled input each, with its hint and messages. */
  const textField = (f: (typeof textFields)[number]) => (
    <ContactInput
      key={f.name}
      field={f}
      label={t(f.name)}
      hint={"hint" in f ? t(f.hint) : undefined}
      errors={errors[f.name]}
      requiredLabel={t("required")}
      defaultValue={value(f.name)}
      onBlur={blur(f.name)}
    />
  );

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={load}
      noValidate
      className="flex flex-col gap-6"
      aria-busy={pending}
    >
      <input type="hidden" name="locale" value={locale} />
      <Attribution />
      {(state.message || (errorCount > 0 && state.status === "invalid")) && (
        <div
          role="alert"
          tabIndex={-1}
          data-form-message
          className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 p-4 text-sm font-medium"
        >
          {state.message ?? t("errorSummary", { count: errorCount })}
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
        <Field
          id="salutationId"
          label={t("salutation")}
          errors={errors.salutationId}
          required
          requiredLabel={t("required")}
        >
          {(describedBy) => (
            <select
              id="salutationId"
              name="salutationId"
              defaultValue={value("salutationId") ?? ""}
              aria-invalid={invalid("salutationId")}
              aria-describedby={describedBy}
              onBlur={blur("salutationId")}
              className={controlClass}
            >
              <option value="" disabled>
                {t("salutationPlaceholder")}
              </option>
              {salutations.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {textFields.slice(0, 1).map(textField)}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">{textFields.slice(1).map(textField)}</div>
      <Field
        id="address"
        label={t("address")}
        errors={errors.address}
        requiredLabel={t("required")}
      >
        {(describedBy) => (
          <textarea
            id="address"
            name="address"
            rows={2}
            autoComplete="street-address"
            defaultValue={value("address")}
            aria-invalid={invalid("address")}
            aria-describedby={describedBy}
            onBlur={blur("address")}
            className={`${controlClass} py-3`}
          />
        )}
      </Field>
      <Field
        id="channel"
        label={t("channel")}
        errors={errors.channel}
        required
        requiredLabel={t("required")}
      >
        {(describedBy) => (
          <select
            id="channel"
            name="channel"
            defaultValue={value("channel") ?? ""}
            aria-invalid={invalid("channel")}
            aria-describedby={describedBy}
            onBlur={blur("channel")}
            className={controlClass}
          >
            <option value="" disabled>
              {t("salutationPlaceholder")}
            </option>
            {channels.map((channel) => (
              <option key={channel} value={channel}>
                {t("channels", { channel })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <UnitTypesField
        unitTypes={unitTypes}
        selected={state.values.unitTypes}
        linked={interest}
        errors={errors.unitTypes}
      />
      <ConsentField
        name="consentPersonalData"
        href="/privacy"
        message="consentPersonalData"
        checked={value("consentPersonalData") === "on"}
        errors={errors.consentPersonalData}
        onBlur={blur("consentPersonalData")}
      />
      <ConsentField
        name="consentTerms"
        href="/term"
        message="consentTerms"
        checked={value("consentTerms") === "on"}
        errors={errors.consentTerms}
        onBlur={blur("consentTerms")}
      />
      {/* Hidden from people and from autofill; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="website">{t("honeypot")}</label>
        <input
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <SubmitButton pending={pending}>
        {pending ? t("submitting") : (submitLabel ?? t("submit"))}
      </SubmitButton>
    </form>
  );
}
