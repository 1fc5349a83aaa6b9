import { describe, expect, it } from "vitest";
import { ballotToken } from "../ballot/token";
import { registrationOfToken, unsubscribeToken } from "./unsubscribe-token";

const secret = "s".repeat(48);
const id = "0b6c1f9e-5d0a-4a53-9a4e-0c2f6f6f2a11";

describe("the signed withdrawal link's token", () => {
  it("opens the registration it was made for, under the same secret only", () => {
    const token = unsubscribeToken(secret, id);
    expect(registrationOfToken(secret, token)).toBe(id);
    expect(registrationOfToken("t".repeat(48), token)).toBeNull();
  });

  it("is URL-safe and carries no email, name or phone", () => {
    expect(unsubscribeToken(secret, id)).toMatch(/^[\w-]+$/);
  });

  it("refuses an altered, truncated or foreign token, and the ballot link's token", () => {
    const token = unsubscribeToken(secret, id);
    const flipped = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(registrationOfToken(secret, flipped)).toBeNull();
    expect(registrationOfToken(secret, token.slice(1))).toBeNull();
    expect(registrationOfToken(secret, "x".repeat(200))).toBeNull();
    expect(registrationOfToken(secret, undefined)).toBeNull();
    expect(registrationOfToken(secret, ballotToken(secret, id))).toBeNull();
  });
});
