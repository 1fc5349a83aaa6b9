import { createHash, createHmac } from "node:crypto";

/**
 * The manage link's token: an HMAC of the booking id under the site's secret, so the link can be
 * made again for each mail without being stored; the database keeps only its SHA-256, so a copy
 * of the database opens no booking.
 */
export const manageToken = (secret: string, bookingId: string): string =>
  createHmac("sha256", secret).update(`booking:${bookingId}`).digest("base64url");

export const tokenHash = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** What a token from a URL must look like before it is looked up. */
export const isTokenShape = (token: string): boolean => /^[\w-]{43}$/.test(token);
