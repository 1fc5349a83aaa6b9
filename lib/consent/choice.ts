/**
 * The cookie banner's choice (PDPA): analytics and advertising, each given or refused, with the
 * version of the banner's wording and the day it was made. A new version asks again.
 */
export const CONSENT_VERSION = "2026-11";
export const CONSENT_STORAGE_KEY = "skyhaven:consent";
/** The event the banner sends when a choice is made or changed, and the footer's to reopen it. */
export const CONSENT_CHANGED_EVENT = "skyhaven:consent-changed";
export const CONSENT_OPEN_EVENT = "skyhaven:consent-open";

export interface ConsentChoice {
  version: string;
  /** When the choice was made (ISO instant). */
  at: string;
  analytics: boolean;
  advertising: boolean;
}

/** A stored choice of the current version, or null: anything else means "not asked yet". */
export function parseChoice(stored: string | null): ConsentChoice | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ConsentChoice>;
    if (value.version !== CONSENT_VERSION || typeof value.at !== "string") return null;
    if (typeof value.analytics !== "boolean" || typeof value.advertising !== "boolean") return null;
    return value as ConsentChoice;
  } catch {
    return null;
  }
}

export function makeChoice(
  analytics: boolean,
  advertising: boolean,
  now = new Date(),
): ConsentChoice {
  return { version: CONSENT_VERSION, at: now.toISOString(), analytics, advertising };
}
