import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token a registrant's browser keeps so its cookie settings can later withdraw advertising
 * consent for that registration: the registration id and an HMAC of it under the site's secret,
 * labelled so no other signed link (unsubscribe, ballot) opens it. The id alone would not do: the
 * registration's event id is shared with Meta and Google, and ids must not be guessable anyway.
 */
const mac = (secret: string, registrationId: string) =>
  createHmac("sha256", secret).update(`ad-consent:${registrationId}`).digest("base64url");

const MAC_LENGTH = 43;
const REGISTRATION_ID = /^[\w-]{1,64}$/;

export const adConsentToken = (secret: string, registrationId: string): string =>
  `${registrationId}.${mac(secret, registrationId)}`;

/** The registration a token was made for, or null for anything else. */
export function registrationOfAdConsentToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 65 + MAC_LENGTH) return null;
  const registrationId = token.slice(0, -MAC_LENGTH - 1);
  if (!REGISTRATION_ID.test(registrationId) || token[registrationId.length] !== ".") return null;
  const given = Buffer.from(token.slice(-MAC_LENGTH));
  const expected = Buffer.from(mac(secret, registrationId));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? registrationId
    : null;
}
