/**
 * The client's address as the nearest proxy saw it: the last x-forwarded-for entry (next start
 * fills the header from the socket when no proxy set it). Only as trustworthy as that proxy.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? headers.get("x-real-ip") ?? "unknown";
}
