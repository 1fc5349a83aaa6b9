import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a buyer's "stop contacting me" link: a registration id followed by an HMAC of it
 * under the site's secret (43 base64url characters), as the ballot link is made (ballot/token.ts)
 * but under its own label, so one link never opens the other. It names no person (the id is a
 * random UUID), is made again for each mail without being stored, and never expires: a withdrawal
 * must work from a mail read years later.
 */
const mac = (secret: string, registrationId: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${registrationId}`).digest("base64url");

const MAC_LENGTH = 43;
const REGISTRATION_ID = /^[\w-]{1,64}$/;

export const unsubscribeToken = (secret: string, registrationId: string): string =>
  `${registrationId}${mac(secret, registrationId)}`;

/** The registration id a token was made for, or null for anything else. */
export function registrationOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 64 + MAC_LENGTH) return null;
  const registrationId = token.slice(0, -MAC_LENGTH);
  if (!REGISTRATION_ID.test(registrationId)) return null;
  const given = Buffer.from(token.slice(-MAC_LENGTH));
  const expected = Buffer.from(mac(secret, registrationId));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? registrationId
    : null;
}
