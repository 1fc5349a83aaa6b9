/** The privacy notice shown beside the registration form; each consent records this version. */
export const privacyNoticeVersion = "2026-11";
export const privacyNoticeEffectiveDate = "2026-11-01";
