import { z } from "@/lib/zod";
import { unitTypeCodes } from "@/content/units/codes";
import { UNIT_LABEL } from "@/lib/units/label";
import { channels } from "./channels";
import { cleanLine, cleanText, hasControlCharacters, truncateText } from "./clean-text";
import { toE164 } from "./phone";

// Messages are keys of the `RegistrationErrors` messages: each side translates them into the
// visitor's language (the browser as they type, the server in its answer).
// Free text is cleaned of control characters before it is checked (see clean-text.ts), so both
// databases store the same thing; `clean` keeps line breaks where they mean something.
const text = (min: number, max: number, key: string, clean = cleanLine) =>
  z
    .string({ error: `${key}Required` })
    .overwrite(clean)
    .trim()
    .min(1, `${key}Required`)
    .min(min, `${key}TooShort`)
    .max(max, `${key}TooLong`);

const consent = (key: string) =>
  z.preprocess(
    (value) => value === true || value === "true" || value === "on" || value === "1",
    z.literal(true, { error: key }),
  );

const optionalText = (max: number) =>
  z
    .string({ error: "invalid" })
    .overwrite(cleanLine)
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => value || undefined);

/** A click id or Meta cookie: kept when it looks like one, dropped (never refused) otherwise. */
const clickId = z
  .string()
  .trim()
  .regex(/^[\w.~-]{1,255}$/)
  .optional()
  .catch(undefined);

/**
 * The unit a buyer registered for from its page (`A-12-03`). It comes with the link, not from the
 * buyer's typing: one that is not a unit's label is dropped, never a reason to refuse.
 */
const unitLabel = z.string().trim().toUpperCase().regex(UNIT_LABEL).optional().catch(undefined);

/**
 * The cookie banner's choice, when the visitor made one: true or false; absent, nothing is known
 * (no banner answered, an API client that does not say) and nothing is sent to advertisers.
 */
const choice = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ""
      ? undefined
      : value === true || value === "true" || value === "on" || value === "1",
  z.boolean().optional(),
);

export const registrationSchema = z.object({
  salutationId: z.coerce
    .number({ error: "salutationRequired" })
    .int("salutationRequired")
    .positive("salutationRequired"),
  name: text(2, 120, "name").regex(/^[\p{L}\p{M}][\p{L}\p{M} .,'’@/()-]*$/u, "nameInvalid"),
  contact: z
    .string({ error: "contactRequired" })
    .trim()
    .min(1, "contactRequired")
    .max(30, "contactInvalid")
    // A number with a control character in it is not what the buyer typed: refused, not repaired.
    .refine((value) => !hasControlCharacters(value), "contactInvalid")
    .refine((value) => toE164(value) !== null, "contactInvalid"),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, "emailRequired")
    .max(254, "emailInvalid")
    .refine((value) => !hasControlCharacters(value), "emailInvalid")
    .pipe(z.email("emailInvalid")),
  // Optional: asking every buyer for a home address cost registrations, and sales follow up by
  // phone. Still taken (the legacy API's USERADDRESS, the form's field) and stored; empty is "".
  address: z
    .string({ error: "invalid" })
    .overwrite(cleanText)
    .trim()
    .max(300, "addressTooLong")
    .nullish()
    .transform((value) => value ?? ""),
  channel: z.enum(channels, { error: "channelRequired" }),
  consentPersonalData: consent("consentPersonalDataRequired"),
  consentTerms: consent("consentTermsRequired"),
  unitTypes: z
    .preprocess(
      (value) => (typeof value === "string" ? value.split(",").filter(Boolean) : (value ?? [])),
      z.array(
        z
          .string({ error: "unitTypesInvalid" })
          .trim()
          .toUpperCase()
          .pipe(z.enum(unitTypeCodes, { error: "unitTypesInvalid" })),
        { error: "unitTypesInvalid" },
      ),
    )
    // Duplicates removed before counting: ticking B2 twice is still one type.
    .transform((types) => [...new Set(types)])
    .pipe(z.array(z.string()).max(5, "unitTypesInvalid")),
  unit: unitLabel,
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  utmTerm: optionalText(200),
  utmContent: optionalText(200),
  gclid: clickId,
  gbraid: clickId,
  wbraid: clickId,
  fbclid: clickId,
  fbp: clickId,
  fbc: clickId,
  consentAdvertising: choice,
  consentAnalytics: choice,
});

/** Text about a visit that a browser or a request supplies: kept if usable, never a reason to refuse. */
const visitText = (max: number) =>
  z
    .string()
    .transform((value) => truncateText(cleanLine(value).trim(), max) || undefined)
    .optional()
    .catch(undefined);

/** The referrer, landing page and submission key that come with a registration. */
export const registrationContextSchema = z.object({
  referrer: visitText(500),
  landingPage: visitText(500),
  // The form sends a UUID; anything else cannot be a double post of that form.
  formToken: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationField = keyof Registration;

/** Field → message keys, the shape the API, the action and the form share. */
export type FieldErrors = Partial<Record<RegistrationField, string[]>>;

/**
 * One message per field, the first its checks found: they run from "missing" through "too short"
 * to "not valid", so an empty name says "Please enter your full name." once, not three things.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as RegistrationField;
    errors[field] ??= [issue.message];
  }
  return errors;
}
