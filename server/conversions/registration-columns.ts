import { CONSENT_VERSION } from "@/lib/consent/choice";
import type { Registration } from "@/lib/registration/schema";

const bit = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/**
 * The registration's click ids and cookie-banner choice, as stored. Meta's `_fbp` / `_fbc` cookies
 * are kept only with advertising consented (the browser sends them only then; a client that sends
 * them anyway without consent gets them dropped). The choice is recorded with the banner's version.
 */
export function adColumns(input: Registration, now: string) {
  const advertising = input.consentAdvertising === true;
  const chose = input.consentAdvertising !== undefined || input.consentAnalytics !== undefined;
  return {
    gclid: input.gclid ?? null,
    gbraid: input.gbraid ?? null,
    wbraid: input.wbraid ?? null,
    fbclid: input.fbclid ?? null,
    fbp: advertising ? (input.fbp ?? null) : null,
    fbc: advertising ? (input.fbc ?? null) : null,
    consent_analytics: bit(input.consentAnalytics),
    consent_advertising: bit(input.consentAdvertising),
    consent_choice_version: chose ? CONSENT_VERSION : null,
    consent_choice_at: chose ? now : null,
  };
}
