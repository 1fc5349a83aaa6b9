import { createHash, timingSafeEqual } from "node:crypto";

/** disabled: no METRICS_TOKEN, the endpoint does not exist; denied: wrong or missing token. */
export type ScrapeAccess = "disabled" | "denied" | "allowed";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Checks an Authorization header against METRICS_TOKEN. Both sides are hashed first, so the
 * comparison takes the same time whatever the given token's length or how much of it matches.
 */
export function scrapeAccess(
  authorization: string | null,
  token: string | undefined,
): ScrapeAccess {
  if (!token) return "disabled";
  const given = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? "")?.[1];
  const matches = timingSafeEqual(digest(given ?? ""), digest(token));
  return given !== undefined && matches ? "allowed" : "denied";
}
