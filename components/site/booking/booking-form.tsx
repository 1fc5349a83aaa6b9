"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, type FormEvent } from "react";
import { routing } from "@/i18n/routing";
import { initialBookingState, type SlotOption } from "@/lib/booking/form-state";
import { MAX_PARTY } from "@/lib/booking/party";
import { submitBooking } from "@/server/booking/form-action";
import { ConsentField } from "../registration/consent-field";
import { ContactInput } from "../registration/contact-input";
import { SelectField } from "./select-field";
import { SlotPicker } from "./slot-picker";
import { SubmitButton } from "@/components/site/registration/submit-button";
import { useResendingAction } from "@/components/ui/use-resending-action";

interface BookingFormProps {
  salutations: { id: number; label: string }[];
  /** The chosen day's times. */
  slots: SlotOption[];
  slotLegend: string;
  /** Made for this render: a double submit of this form books once. */
  formToken: string;
  /**
   * This page's address with its chosen day: the form's `action` before scripts load (React writes
   * `action=""` without it, which HTML does not allow), so the page answers for the same day.
   */
  permalink?: string;
}

const textFields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "contact", type: "tel", autoComplete: "tel", hint: "contactHint" },
  { name: "email", type: "email", autoComplete: "email" },
] as const;

const consents = [
  { name: "consentPersonalData", href: "/privacy" },
  { name: "consentTerms", href: "/term" },
] as const;

const noop = () => undefined;

/** Time, details and consent in one form that posts without JavaScript and keeps what was typed. */
export function BookingForm({
  salutations,
  slots,
  slotLegend,
  formToken,
  permalink,
}: BookingFormProps) {
  const t = useTranslations("Booking");
  const r = useTranslations("Registration");
  const locale = useLocale();
  // Without JavaScript the form posts its action to the page; with it, it is sent (and sent again
  // when no answer came, with the same formToken: one booking) by useResendingAction.
  const [posted, formAction, posting] = useActionState(
    submitBooking,
    initialBookingState,
    permalink,
  );
  const [state, send, sending] = useResendingAction(submitBooking, posted);
  const pending = posting || sending;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) send(new FormData(event.currentTarget));
  };
  const { values, errors } = state;
  const errorCount = Object.keys(errors).length;
  const offered = state.alternatives?.length ? state.alternatives : slots;

  const textInput = (f: (typeof textFields)[number]) => (
    <ContactInput
      key={f.name}
      field={f}
      label={r(f.name)}
      hint={"hint" in f ? r(f.hint) : undefined}
      errors={errors[f.name] ? [errors[f.name]!] : undefined}
      requiredLabel={r("required")}
      defaultValue={values[f.name]}
    />
  );

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-8"
      aria-busy={pending}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="formToken" value={formToken} />
      {(state.message || errorCount > 0) && (
        <div
          role="alert"
          className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 p-4 text-sm font-medium"
        >
          {state.message ?? t("errorSummary", { count: errorCount })}
        </div>
      )}
      <section aria-labelledby="time-heading" className="flex flex-col gap-3">
        <h2 id="time-heading" className="font-display text-2xl font-medium">
          {t("timeHeading")}
        </h2>
        {offered.length ? (
          <SlotPicker
            legend={state.alternatives?.length ? t("timeHeading") : slotLegend}
            slots={offered}
            selected={values.slot}
            fullLabel={t("slotFull")}
            placesLabel={(count) => t("placesLeft", { count })}
            error={errors.slot}
          />
        ) : (
          <p className="text-sm text-muted">{t("noSlots")}</p>
        )}
      </section>
      <section aria-labelledby="details-heading" className="flex flex-col gap-6">
        <h2 id="details-heading" className="font-display text-2xl font-medium">
          {t("detailsHeading")}
        </h2>
        <div className="grid gap-6 sm:grid-cols-[10rem_1fr]">
          <SelectField
            id="salutationId"
            label={r("salutation")}
            requiredLabel={r("required")}
            error={errors.salutationId}
            defaultValue={values.salutationId ?? ""}
            placeholder={r("salutationPlaceholder")}
            options={salutations.map((s) => ({ value: s.id, label: s.label }))}
          />
          {textFields.slice(0, 1).map(textInput)}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {textFields.slice(1).map(textInput)}
          <SelectField
            id="partySize"
            label={t("partySize")}
            requiredLabel={r("required")}
            error={errors.partySize}
            defaultValue={values.partySize ?? "2"}
            options={Array.from({ length: MAX_PARTY }, (_, i) => ({
              value: i + 1,
              label: t("partySizeOption", { count: i + 1 }),
            }))}
          />
          <SelectField
            id="language"
            label={t("language")}
            requiredLabel={r("required")}
            error={errors.language}
            defaultValue={values.language ?? locale}
            options={routing.locales.map((code) => ({
              value: code,
              label: t("languages", { locale: code }),
            }))}
          />
        </div>
        {consents.map(({ name, href }) => (
          <ConsentField
            key={name}
            name={name}
            href={href}
            message={name}
            checked={values[name] === "on"}
            errors={errors[name] ? [errors[name]!] : undefined}
            onBlur={noop}
          />
        ))}
      </section>
      <SubmitButton pending={pending}>{pending ? t("submitting") : t("submit")}</SubmitButton>
    </form>
  );
}
