import { describe, expect, it } from "vitest";
import { scrapeAccess } from "./scrape-access";

const token = "0123456789abcdef0123456789abcdef";

describe("scrapeAccess", () => {
  it("treats the endpoint as absent when no METRICS_TOKEN is configured, whatever is sent", () => {
    expect(scrapeAccess(null, undefined)).toBe("disabled");
    expect(scrapeAccess(`Bearer ${token}`, undefined)).toBe("disabled");
    expect(scrapeAccess("Bearer ", "")).toBe("disabled");
  });

  it("allows the configured bearer token, the scheme in any case", () => {
    expect(scrapeAccess(`Bearer ${token}`, token)).toBe("allowed");
    expect(scrapeAccess(`bearer ${token}`, token)).toBe("allowed");
  });

  it.each([
    ["no header", null],
    ["an empty header", ""],
    ["the scheme alone", "Bearer"],
    ["the scheme and a space", "Bearer "],
    ["the token without the scheme", token],
    ["Basic authentication", `Basic ${Buffer.from(`prometheus:${token}`).toString("base64")}`],
    ["a token one character off", `Bearer ${token.slice(0, -1)}0`],
    ["the token's first half", `Bearer ${token.slice(0, 16)}`],
    ["the token with more after it", `Bearer ${token}x`],
    ["the token followed by another", `Bearer ${token} ${token}`],
  ])("denies %s", (_case, header) => {
    expect(scrapeAccess(header, token)).toBe("denied");
  });
});
