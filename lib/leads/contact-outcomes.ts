/**
 * What came of reaching out to a buyer, logged with one tap on the lead page. Each counts as
 * contact: the lead's last contact and the call sheet's last activity move with it.
 */
export const contactOutcomes = [
  "called_no_answer",
  "called_spoke",
  "called_interested",
  "called_call_back",
  "called_wrong_number",
  "whatsapp_sent",
  "whatsapp_replied",
  "email_sent",
  "met_at_gallery",
] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  called_no_answer: "Called – no answer",
  called_spoke: "Called – spoke",
  called_interested: "Called – interested",
  called_call_back: "Called – call back later",
  called_wrong_number: "Called – wrong number",
  whatsapp_sent: "WhatsApp sent",
  whatsapp_replied: "WhatsApp replied",
  email_sent: "Email sent",
  met_at_gallery: "Met at sales gallery",
};

export const isContactOutcome = (value: unknown): value is ContactOutcome =>
  contactOutcomes.includes(value as ContactOutcome);

export const contactOutcomeLabel = (value: string | null): string =>
  isContactOutcome(value) ? contactOutcomeLabels[value] : (value ?? "contact");

/** A short note beside an outcome ("asked to call back after 6 pm"); longer ones are notes. */
export const OUTCOME_NOTE_MAX_LENGTH = 300;
