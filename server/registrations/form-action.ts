"use server";

import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import type { RegistrationFormState } from "@/lib/registration/form-state";
import { rememberBallotLink } from "../ballot/thanks-link";
import { rememberAdConsent } from "../consent/ad-consent-cookie";
import { rememberTrackedEvent } from "../conversions/event-cookie";
import { formFields } from "../http/read-body";
import { requestId } from "../request-id";
import { clientIp } from "../request-ip";
import { register } from "./register";
import { translateErrors } from "./translate-errors";

const optionalText = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value ? value : undefined;

/**
 * The form's server action: works as a plain POST without JavaScript, and with it. Anyone can call
 * it with arguments of their own making, so its second argument is checked, not trusted.
 */
export async function submitRegistration(
  _: RegistrationFormState,
  formData: unknown,
): Promise<RegistrationFormState> {
  if (!(formData instanceof FormData)) {
    const t = await getTranslations({ locale: routing.defaultLocale, namespace: "Registration" });
    return { status: "error", values: {}, errors: {}, message: t("unreadable") };
  }
  const requested = formData.get("locale");
  const locale =
    typeof requested === "string" && hasLocale(routing.locales, requested)
      ? requested
      : routing.defaultLocale;
  const params = new URLSearchParams();
  for (const [key, value] of formData)
    if (typeof value === "string" && !key.startsWith("$")) params.append(key, value);
  const fields = formFields(params);
  const unitTypes = params.getAll("unitTypes");
  const requestHeaders = await headers();
  // The browser measures how long the form was open, a duration on its own clock: comparing its
  // start time with ours instead would flag every buyer whose phone clock runs ahead as a bot.
  const measured = Number(formData.get("fillTimeMs") || Number.NaN);
  const fillTimeMs = Number.isFinite(measured) && measured >= 0 ? measured : undefined;

  const outcome = await register(
    { ...fields, unitTypes },
    {
      locale,
      source: "web",
      requestId: requestId(requestHeaders),
      ip: clientIp(requestHeaders),
      honeypot: optionalText(formData.get("website")),
      fillTimeMs,
      formToken: optionalText(formData.get("submissionKey")),
      referrer:
        optionalText(formData.get("referrer")) ?? requestHeaders.get("referer") ?? undefined,
      landingPage: optionalText(formData.get("landingPage")),
      userAgent: requestHeaders.get("user-agent") ?? undefined,
    },
  );
  if (outcome.kind === "created") {
    // The thank-you page offers the launch ballot by this person's own link.
    await rememberBallotLink(outcome.id);
    if (fields.consentAdvertising === "true" || fields.consentAnalytics === "true")
      await rememberTrackedEvent(outcome.eventId);
    // So that turning advertising off later, in the cookie settings, reaches this registration.
    if (fields.consentAdvertising === "true") await rememberAdConsent(outcome.id);
    redirect({ href: "/register/thank-you", locale });
  }

  const values = { ...Object.fromEntries(params), unitTypes } as Record<string, string | string[]>;
  if (outcome.kind === "invalid") {
    return { status: "invalid", values, errors: await translateErrors(outcome.errors, locale) };
  }
  const t = await getTranslations({ locale, namespace: "Registration" });
  const message =
    outcome.kind === "rate_limited"
      ? t("rateLimited", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })
      : t("unavailable");
  return { status: "error", values, errors: {}, message };
}
