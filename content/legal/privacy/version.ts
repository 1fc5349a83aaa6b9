/** The privacy notice shown beside the registration form; each consent records this version. */
export const privacyNoticeVersion = "2026-11";
/** The day this version of the notice took effect (ISO date), shown at the top of /privacy. */
export const privacyNoticeEffectiveDate = "2026-11-01";
