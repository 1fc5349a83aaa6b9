import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The buyer's own ballot link, `/ballot/enter/{token}`: the lead id and an HMAC of it under the
 * site's secret, so the link is made again for each mail or page without being stored, and a
 * guessed or altered one opens nothing.
 */
const mac = (secret: string, leadId: string) =>
  createHmac("sha256", secret).update(`ballot:${leadId}`).digest("base64url");

const LEAD_ID = /^[\w-]{1,64}$/;

export const ballotToken = (secret: string, leadId: string): string =>
  `${leadId}.${mac(secret, leadId)}`;

/** The lead id a token was made for, or null for anything else. */
export function leadIdOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 120) return null;
  const dot = token.lastIndexOf(".");
  const leadId = token.slice(0, dot);
  if (dot < 1 || !LEAD_ID.test(leadId)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, leadId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
}
