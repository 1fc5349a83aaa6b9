/** The terms and conditions a buyer agrees to when registering; each consent records this version. */
export const termsVersion = "2026-11";
export const termsEffectiveDate = "2026-11-01";
