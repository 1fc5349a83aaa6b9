import { z } from "@/lib/zod";
import { routing } from "@/i18n/routing";
import { registrationSchema } from "@/lib/registration/schema";
import { MAX_PARTY } from "./party";

/**
 * A visitor's booking. Name, mobile, email, salutation and consent are the registration form's own
 * checks (the messages are `RegistrationErrors` keys); the slot and party size are `Booking` keys.
 */
export const bookingSchema = registrationSchema
  .pick({
    salutationId: true,
    name: true,
    contact: true,
    email: true,
    consentPersonalData: true,
    consentTerms: true,
  })
  .extend({
    slot: z.iso.datetime({ error: "slotRequired" }),
    partySize: z.coerce
      .number({ error: "partySizeInvalid" })
      .int("partySizeInvalid")
      .min(1, "partySizeInvalid")
      .max(MAX_PARTY, "partySizeInvalid"),
    language: z.enum(routing.locales, { error: "languageRequired" }),
  });

export type BookingInput = z.output<typeof bookingSchema>;
export type BookingField = keyof BookingInput;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** Which fields take their message from `Booking` rather than `RegistrationErrors`. */
export const bookingMessageFields: readonly BookingField[] = ["slot", "partySize", "language"];

/** The first message per field. */
export function bookingErrors(error: z.ZodError): BookingErrors {
  const errors: BookingErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as BookingField;
    errors[field] ??= issue.message;
  }
  return errors;
}
