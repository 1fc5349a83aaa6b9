import { formatMalaysianPhone } from "@/content/developer/phone";
import type { LegalValues } from "@/content/legal";
import { formatLongDate } from "@/lib/time/malaysia";
import { contactSettings } from "./settings";

/** The privacy notice's placeholders in one language: the data protection officer's record. */
export function privacyNoticeValues(locale: string): LegalValues {
  const dpo = contactSettings().dataProtectionOfficer;
  return {
    dpoName: dpo.name,
    dpoEmail: dpo.email,
    dpoPhone: formatMalaysianPhone(dpo.phone),
    dpoNotified: formatLongDate(dpo.notifiedOn, locale),
  };
}
