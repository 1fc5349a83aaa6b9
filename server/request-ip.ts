/**
 * The client's address. The production server (scripts/serve.ts) replaces x-forwarded-for with the
 * address it worked out from the socket and the proxies TRUST_PROXY names
 * (server/http/trust-proxy.ts), so what a client sends itself is never read here.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? headers.get("x-real-ip") ?? "unknown";
}
