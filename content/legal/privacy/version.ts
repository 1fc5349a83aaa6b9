/**
 * The privacy notice shown beside the registration form; each consent records this version.
 * 2026-11-25: the obligatory data listed as the form requires it (salutation and how the buyer
 * heard of us added, the address voluntary), and "data controller" as the PDP (Amendment) Act 2024 says.
 * 2026-11-28: the right to data portability (s.43A), what a sales gallery booking requires, the
 * breach notices, and the data protection officer's appointment and contact (from the settings).
 */
export const privacyNoticeVersion = "2026-11-28";
/** The day this version of the notice took effect (ISO date), shown at the top of /privacy. */
export const privacyNoticeEffectiveDate = "2026-11-28";
