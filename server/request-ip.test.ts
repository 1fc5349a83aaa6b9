import { describe, expect, it } from "vitest";
import { clientIp } from "./request-ip";

describe("clientIp", () => {
  it("takes the only x-forwarded-for address", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("takes the last x-forwarded-for entry, the one our nearest proxy added, not what the client claims", () => {
    const headers = new Headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.2 , 203.0.113.7" });
    expect(clientIp(headers)).toBe("203.0.113.7");
  });

  it("ignores empty x-forwarded-for entries", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, , " }))).toBe("203.0.113.7");
  });

  it("keeps IPv6 addresses whole", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "2001:db8::1" }))).toBe("2001:db8::1");
  });

  it("falls back to x-real-ip without x-forwarded-for, or with an empty one", () => {
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.9" }))).toBe("198.51.100.9");
    expect(clientIp(new Headers({ "x-forwarded-for": " , ", "x-real-ip": "198.51.100.9" }))).toBe(
      "198.51.100.9",
    );
  });

  it("prefers x-forwarded-for over x-real-ip", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.9" });
    expect(clientIp(headers)).toBe("203.0.113.7");
  });

  it("answers unknown when no header names the client", () => {
    expect(clientIp(new Headers())).toBe("unknown");
    expect(clientIp(new Headers({ "x-forwarded-for": "" }))).toBe("unknown");
  });
});
