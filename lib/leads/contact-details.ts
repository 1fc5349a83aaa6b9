import { fieldErrors, registrationSchema } from "@/lib/registration/schema";
import { manualLeadMessage } from "./manual-lead";

/** A buyer's contact details as the lead page shows and corrects them. */
export interface ContactDetails {
  salutationId: number;
  name: string;
  /** As typed (the E.164 form is derived from it). */
  contact: string;
  email: string;
  address: string;
}

/** The registration form's own rules for these fields: a correction is held to the same. */
const contactDetailsSchema = registrationSchema.pick({
  salutationId: true,
  name: true,
  contact: true,
  email: true,
  address: true,
});

export type ContactDetailsParse =
  | { ok: true; details: ContactDetails }
  | { ok: false; errors: Partial<Record<keyof ContactDetails, string>> };

export function parseContactDetails(raw: Record<string, unknown>): ContactDetailsParse {
  const parsed = contactDetailsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, details: parsed.data };
  const errors: Partial<Record<keyof ContactDetails, string>> = {};
  for (const [field, keys] of Object.entries(fieldErrors(parsed.error)))
    errors[field as keyof ContactDetails] = manualLeadMessage(keys?.[0]);
  return { ok: false, errors };
}
