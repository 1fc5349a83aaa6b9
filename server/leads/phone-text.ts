import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_PHONE_REGION } from "@/lib/registration/phone";

/** Only what a phone number is written with: no function, reference or command fits in it. */
export const PHONE_CHARACTERS = /^[+\d -]*\d[+\d -]*$/;

/**
 * A phone number as a spreadsheet keeps it when it opens a CSV: with spaces. Read bare, `+60123871800`
 * becomes the number 60123871800 and `0123871800` loses its 0 (LibreOffice and Excel alike), and
 * `+60-12-3871800` is sum arithmetic to Excel. So a number written only with digits, `+` and dashes
 * is written again as the phone number it is: international when it was (or is stored as E.164),
 * national as typed otherwise ("012-387 1800"), the same digits. Anything else stays as typed.
 */
export function spreadsheetPhone(value: string): string {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text) || text.includes(" ")) return value;
  const phone = parsePhoneNumberFromString(text, DEFAULT_PHONE_REGION);
  if (!phone?.isValid()) return value;
  return text.startsWith("+") ? phone.formatInternational() : phone.formatNational();
}
