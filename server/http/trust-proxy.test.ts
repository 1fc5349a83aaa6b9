import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressResolver, parseTrustProxy, pinClientAddress } from "./trust-proxy";

function request(peer: string, forwardedFor?: string): IncomingMessage {
  const socket = { remoteAddress: peer };
  const headers: Record<string, string> = { "x-real-ip": "6.6.6.6" };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return { socket, connection: socket, headers } as unknown as IncomingMessage;
}

function clientOf(trustProxy: string | undefined, peer: string, forwardedFor?: string) {
  const trust = parseTrustProxy(trustProxy);
  if (typeof trust === "string") throw new Error(trust);
  const req = request(peer, forwardedFor);
  pinClientAddress(req, clientAddressResolver(trust));
  return { forwardedFor: req.headers["x-forwarded-for"], realIp: req.headers["x-real-ip"] };
}

describe("the client address behind TRUST_PROXY", () => {
  it("ignores X-Forwarded-For from a client when no proxy is trusted (the default)", () => {
    expect(clientOf(undefined, "203.0.113.9", "1.2.3.4")).toEqual({
      forwardedFor: "203.0.113.9",
      realIp: undefined,
    });
  });

  it("believes the nearest hop's X-Forwarded-For with a hop count of 1, and no further", () => {
    expect(clientOf("1", "127.0.0.1", "6.6.6.6, 198.51.100.7").forwardedFor).toBe("198.51.100.7");
  });

  it("believes only the listed proxy addresses", () => {
    expect(clientOf("loopback", "127.0.0.1", "198.51.100.7").forwardedFor).toBe("198.51.100.7");
    expect(clientOf("loopback", "203.0.113.9", "198.51.100.7").forwardedFor).toBe("203.0.113.9");
    expect(clientOf("10.0.0.0/8, 127.0.0.1", "10.1.2.3", "198.51.100.7").forwardedFor).toBe(
      "198.51.100.7",
    );
  });

  it("refuses a TRUST_PROXY that is neither a hop count nor addresses", () => {
    expect(typeof parseTrustProxy("the proxy")).toBe("string");
    expect(parseTrustProxy("")).toEqual({ hops: 0 });
  });
});
