import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The buyer's own ballot link, `/ballot/enter/{token}`: the lead id followed by an HMAC of it under
 * the site's secret (43 base64url characters), so the link is made again for each mail or page
 * without being stored, and a guessed or altered one opens nothing. No dot or other separator: a
 * path with a dot looks like a file to the proxy (proxy.ts) and would never reach the page.
 */
const mac = (secret: string, leadId: string) =>
  createHmac("sha256", secret).update(`ballot:${leadId}`).digest("base64url");

const MAC_LENGTH = 43;
const LEAD_ID = /^[\w-]{1,64}$/;

export const ballotToken = (secret: string, leadId: string): string =>
  `${leadId}${mac(secret, leadId)}`;

/** The lead id a token was made for, or null for anything else. */
export function leadIdOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 64 + MAC_LENGTH) return null;
  const leadId = token.slice(0, -MAC_LENGTH);
  if (!LEAD_ID.test(leadId)) return null;
  const given = Buffer.from(token.slice(-MAC_LENGTH));
  const expected = Buffer.from(mac(secret, leadId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
}
