import { z } from "zod";
import { routing } from "@/i18n/routing";
import { cleanLine, cleanText } from "@/lib/registration/clean-text";
import { fieldErrors, registrationSchema, type Registration } from "@/lib/registration/schema";
import { manualSources, type ManualSource } from "./sources";

export const AGENT_MAX_LENGTH = 120;
export const ENTRY_NOTE_MAX_LENGTH = 4000;

/**
 * What only a lead typed in at the desk carries: where the salesperson met the buyer, the buyer's
 * language (the web form knows it from the page), the agent of a referral and a first note.
 */
const deskFieldsSchema = z
  .object({
    source: z.enum(manualSources, { error: "sourceRequired" }),
    locale: z.enum(routing.locales, { error: "localeRequired" }),
    agent: z
      .string({ error: "invalid" })
      .overwrite(cleanLine)
      .trim()
      .max(AGENT_MAX_LENGTH, "agentTooLong")
      .optional()
      .transform((value) => value || undefined),
    note: z
      .string({ error: "invalid" })
      .overwrite(cleanText)
      .trim()
      .max(ENTRY_NOTE_MAX_LENGTH, "noteTooLong")
      .optional()
      .transform((value) => value || undefined),
  })
  .superRefine((fields, ctx) => {
    // A referral is paid on the agent's name: without it the commission cannot be traced.
    if (fields.source === "agent" && !fields.agent)
      ctx.addIssue({ code: "custom", path: ["agent"], message: "agentRequired" });
  });

/**
 * The web form's schema, except that a buyer met in person may give no email (many walk-ins will
 * not): blank is kept as "" and the person is then recognised by their mobile number alone.
 */
const deskRegistrationSchema = registrationSchema.extend({
  email: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      registrationSchema.shape.email.optional(),
    )
    .transform((value) => value ?? ""),
});

export interface ManualLead {
  /** Exactly what a web registration would be: the same schema checked it. */
  registration: Registration;
  source: ManualSource;
  locale: (typeof routing.locales)[number];
  /** Only for agent referrals; ignored for the other sources. */
  agent?: string;
  note?: string;
}

export type ManualLeadErrors = Partial<Record<string, string>>;

export type ManualLeadParse =
  { ok: true; lead: ManualLead } | { ok: false; errors: ManualLeadErrors };

/**
 * Checks a hand-entered lead with the registration schema itself (the buyer's details, the
 * consent the salesperson confirms on the buyer's behalf) and the desk's own fields. Errors are
 * message keys per form field; the buyer's two consents are one `consent` box on the desk.
 */
export function parseManualLead(raw: Record<string, unknown>): ManualLeadParse {
  const consent = raw.consent;
  const registration = deskRegistrationSchema.safeParse({
    salutationId: raw.salutationId,
    name: raw.name,
    contact: raw.contact,
    email: raw.email,
    address: raw.address,
    channel: raw.channel,
    unitTypes: raw.unitTypes,
    consentPersonalData: consent,
    consentTerms: consent,
  });
  const desk = deskFieldsSchema.safeParse({
    source: raw.source,
    locale: raw.locale,
    agent: raw.agent,
    note: raw.note,
  });
  const errors: ManualLeadErrors = {};
  if (!registration.success) {
    for (const [field, keys] of Object.entries(fieldErrors(registration.error))) {
      const name = field.startsWith("consent") ? "consent" : field;
      errors[name] ??= keys?.[0];
    }
  }
  if (!desk.success) {
    for (const issue of desk.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  if (!registration.success || !desk.success) return { ok: false, errors };
  const { source, locale, agent, note } = desk.data;
  return {
    ok: true,
    lead: {
      registration: registration.data,
      source,
      locale,
      agent: source === "agent" ? agent : undefined,
      note,
    },
  };
}

/** The desk speaks to staff, in English: each message key as a sentence about the buyer. */
export const manualLeadMessages: Record<string, string> = {
  salutationRequired: "Choose a salutation.",
  nameRequired: "Enter the buyer's full name.",
  nameTooShort: "Enter the buyer's full name.",
  nameTooLong: "Shorten the name to 120 characters.",
  nameInvalid: "Use letters for the name.",
  contactRequired: "Enter the buyer's mobile number.",
  contactInvalid: "Enter a valid mobile number, e.g. 012-345 6789 or +65 9123 4567.",
  emailRequired: "Enter the buyer's email address.",
  emailInvalid: "Enter a valid email address, e.g. name@example.com.",
  addressTooLong: "Shorten the address to 300 characters.",
  channelRequired: "Choose how the buyer heard of the development.",
  consentPersonalDataRequired: "Confirm that the buyer agreed to the notice and the terms.",
  consentTermsRequired: "Confirm that the buyer agreed to the notice and the terms.",
  unitTypesInvalid: "Choose up to five unit types from the list.",
  sourceRequired: "Choose where the lead comes from.",
  localeRequired: "Choose the buyer's language.",
  agentRequired: "Enter the agent's name or code.",
  agentTooLong: `Shorten the agent's name or code to ${AGENT_MAX_LENGTH} characters.`,
  noteTooLong: `Keep the note under ${ENTRY_NOTE_MAX_LENGTH} characters.`,
  tooLong: "Shorten this value.",
  invalid: "Check this value.",
};

export const manualLeadMessage = (key: string | undefined): string | undefined =>
  key === undefined ? undefined : (manualLeadMessages[key] ?? manualLeadMessages.invalid);
