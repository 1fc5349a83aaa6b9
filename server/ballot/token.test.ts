import { describe, expect, it } from "vitest";
import { ballotToken, leadIdOfToken } from "./token";

const SECRET = "ballot-token-secret-for-tests-0123456789";
const lead = "0b5c7d2e-1f3a-4b6c-8d9e-0a1b2c3d4e5f";

describe("the buyer's ballot link", () => {
  it("opens the lead it was made for, and is a single path segment without a dot", () => {
    const token = ballotToken(SECRET, lead);
    expect(token).toMatch(/^[\w-]+$/);
    expect(leadIdOfToken(SECRET, token)).toBe(lead);
  });

  it("opens nothing when altered, made with another secret, for another lead, or not a token at all", () => {
    const token = ballotToken(SECRET, lead);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const otherLead = `${lead.slice(0, -1)}0${ballotToken(SECRET, lead).slice(-43)}`;
    for (const forged of [
      flipped,
      ballotToken("another-secret-that-is-long-enough-000000", lead),
      otherLead,
      token.slice(1),
      token.slice(0, 43),
      "",
      "x".repeat(500),
      `../${token}`,
      42,
      null,
    ])
      expect(leadIdOfToken(SECRET, forged)).toBeNull();
  });
});
