import { createHash } from "node:crypto";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

/** Meta: the address trimmed and lower-cased, hashed. */
export const metaEmailHash = (email: string) => sha256(email.trim().toLowerCase());

/** Meta: the number's digits with the country code, no `+` (60123456789), hashed. */
export const metaPhoneHash = (e164: string) => sha256(e164.replace(/\D/g, ""));

/**
 * Google: trimmed and lower-cased; for gmail.com and googlemail.com without the dots before the
 * `@` (Google's normalization for enhanced conversions), hashed.
 */
export function googleEmailHash(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  return sha256(`${gmail ? local.replace(/\./g, "") : local}@${domain}`);
}

/** Google: the number in E.164 with its `+` (+60123456789), hashed. */
export const googlePhoneHash = (e164: string) => sha256(`+${e164.replace(/\D/g, "")}`);
