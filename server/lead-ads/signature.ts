import { createHmac, timingSafeEqual } from "node:crypto";

/** Meta's `X-Hub-Signature-256`: `sha256=` and the HMAC-SHA256 of the exact body, keyed by the app secret. */
export function metaSignature(body: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body, "utf8").digest("hex")}`;
}

export function verifyMetaSignature(
  body: string,
  header: string | null,
  appSecret: string,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(metaSignature(body, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
