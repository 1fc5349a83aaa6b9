/**
 * The terms and conditions a buyer agrees to when registering; each consent records this version.
 * 2026-11-25: the Malay text says the sale and purchase agreement alone sets out the parties'
 * rights, and that the English text prevails; the Chinese text gives Malaysian courts jurisdiction.
 */
export const termsVersion = "2026-11-25";
/** The day this version of the terms took effect (ISO date), shown at the top of /term. */
export const termsEffectiveDate = "2026-11-25";
