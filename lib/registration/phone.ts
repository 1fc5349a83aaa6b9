import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Buyers in Malaysia write numbers without the country code: 012-345 6789. */
export const DEFAULT_PHONE_REGION = "MY";

/** The number in E.164 (+60123456789), or null when it is not a valid phone number. */
export function toE164(raw: string): string | null {
  const phone = parsePhoneNumberFromString(raw.trim(), DEFAULT_PHONE_REGION);
  return phone?.isValid() ? phone.number : null;
}
