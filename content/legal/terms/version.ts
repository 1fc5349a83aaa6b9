/** The terms and conditions a buyer agrees to when registering; each consent records this version. */
export const termsVersion = "2026-11";
/** The day this version of the terms took effect (ISO date), shown at the top of /term. */
export const termsEffectiveDate = "2026-11-01";
