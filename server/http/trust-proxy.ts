import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/** Which hops' X-Forwarded-For we believe: none, the nearest `n`, or these addresses. */
export type TrustProxy = { hops: number } | { addresses: string[] };

/**
 * Parses TRUST_PROXY: empty means trust no proxy; a number is a hop count; otherwise a comma
 * list of addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 * Returns an error message for a value that is neither.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim() ?? "";
  if (!text) return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
    return { addresses };
  } catch (error) {
    return `must be a hop count or a list of addresses: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The client's address: the socket's peer, or what trusted proxies in front of us say it was. */
export function clientAddressResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusts =
    "hops" in trust
      ? (_address: string, hop: number) => hop < trust.hops
      : proxyAddr.compile(trust.addresses);
  return (req) => proxyAddr(req, trusts);
}

/**
 * Replaces what the client said about its address with what we worked out, before Next.js or any
 * route sees it: the app reads `x-forwarded-for` (server/request-ip.ts), so a client talking to us
 * directly can no longer pick its own rate-limit bucket by sending one.
 */
export function pinClientAddress(req: IncomingMessage, resolve: (req: IncomingMessage) => string) {
  const address = req.socket.remoteAddress ? resolve(req) : "unknown";
  req.headers["x-forwarded-for"] = address;
  delete req.headers["x-real-ip"];
}
