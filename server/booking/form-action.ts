"use server";

import { hasLocale, type Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { updateTag } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { bookingErrors, bookingMessageFields, bookingSchema } from "@/lib/booking/schema";
import type { BookingFormState } from "@/lib/booking/form-state";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import { getDb } from "../db/client";
import { env } from "../env";
import { log } from "../log";
import { leadChannels } from "../outbox/lead-channels";
import { getRegistrationRateLimit } from "../registrations/rate-limit-instance";
import { clientIp } from "../request-ip";
import { createBooking } from "./book";
import { AVAILABILITY_TAG, bookingSecret } from "./instance";
import { slotOptions } from "./slot-options";
import { getAppointmentSettings } from "./settings";

const localeOf = (value: FormDataEntryValue | null): Locale =>
  typeof value === "string" && hasLocale(routing.locales, value) ? value : routing.defaultLocale;

/** Field → sentence: registration fields from `RegistrationErrors`, the rest from `Booking`. */
async function translate(errors: Record<string, string>, locale: Locale) {
  const booking = await getTranslations({ locale, namespace: "Booking" });
  const registration = await getTranslations({ locale, namespace: "RegistrationErrors" });
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      bookingMessageFields.includes(field as never)
        ? booking(key as "slotRequired")
        : registration.has(key as "invalid")
          ? registration(key as "invalid")
          : registration("invalid"),
    ]),
  );
}

/**
 * The booking form's server action: a plain POST without JavaScript, and with it. On success the
 * visitor lands on their visit's own page (the confirmation); a full slot answers with the
 * nearest free times; nothing typed is lost.
 */
export async function submitBooking(
  _: BookingFormState,
  formData: unknown,
): Promise<BookingFormState> {
  if (!(formData instanceof FormData)) {
    const t = await getTranslations({ locale: routing.defaultLocale, namespace: "Booking" });
    return { status: "error", values: {}, errors: {}, message: t("unreadable") };
  }
  const locale = localeOf(formData.get("locale"));
  const values: Record<string, string> = {};
  for (const [key, value] of formData)
    if (typeof value === "string" && !key.startsWith("$")) values[key] = value;
  const parsed = bookingSchema.safeParse(values);
  if (!parsed.success) {
    const errors = await translate(bookingErrors(parsed.error), locale);
    return { status: "invalid", values, errors };
  }
  const t = await getTranslations({ locale, namespace: "Booking" });
  // The registration form's limits, per address and per person: a script cannot fill the gallery.
  const contactKeys = [toE164(parsed.data.contact) ?? "", normalizeEmail(parsed.data.email)];
  const limit = await getRegistrationRateLimit().consume(clientIp(await headers()), contactKeys);
  if (!limit.ok) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { status: "error", values, errors: {}, message: t("rateLimited", { minutes }) };
  }
  const db = getDb();
  let token: string;
  try {
    const settings = await getAppointmentSettings(db);
    const formToken = /^[\w-]{1,100}$/.test(values.formToken ?? "") ? values.formToken : undefined;
    const outcome = await createBooking(db, parsed.data, {
      settings,
      secret: bookingSecret(),
      locale,
      formToken,
      // Every channel a lead goes to: a booking by someone new is a lead like any other.
      targets: leadChannels(env),
    });
    updateTag(AVAILABILITY_TAG);
    if (outcome.kind !== "booked") {
      const alternatives = slotOptions(outcome.alternatives, locale);
      return {
        status: "full",
        values: { ...values, slot: "" },
        errors: {},
        message: alternatives.length ? t(outcome.kind) : t("noAlternatives"),
        alternatives,
      };
    }
    token = outcome.token;
  } catch (error) {
    log.error({ err: error }, "booking failed");
    return { status: "error", values, errors: {}, message: t("failed") };
  }
  redirect({ href: `/book/manage/${token}?booked=1`, locale });
  return initialAfterRedirect;
}

// `redirect` throws; this only satisfies the return type.
const initialAfterRedirect: BookingFormState = { status: "idle", values: {}, errors: {} };
