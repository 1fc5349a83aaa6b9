import { describe, expect, it } from "vitest";
import { localeCookieUpdate } from "./locale-cookie";

const options = { defaultLocale: "en", secure: false };

describe("the language choice the browser records", () => {
  it("records a visit to /zh or /ms, as next-intl's middleware did", () => {
    expect(localeCookieUpdate("", "zh", options)).toBe("NEXT_LOCALE=zh; Path=/; SameSite=Lax");
    expect(localeCookieUpdate("consent=1; NEXT_LOCALE=zh", "ms", options)).toBe(
      "NEXT_LOCALE=ms; Path=/; SameSite=Lax",
    );
  });

  it("records a switch back to English, so / stops sending the visitor to /zh", () => {
    expect(localeCookieUpdate("NEXT_LOCALE=zh", "en", options)).toBe(
      "NEXT_LOCALE=en; Path=/; SameSite=Lax",
    );
  });

  it("writes nothing when the cookie already says it, or on a first English page", () => {
    expect(localeCookieUpdate("a=b; NEXT_LOCALE=zh", "zh", options)).toBeNull();
    expect(localeCookieUpdate("a=b", "en", options)).toBeNull();
  });

  it("is Secure on an https site", () => {
    expect(localeCookieUpdate("", "ms", { ...options, secure: true })).toBe(
      "NEXT_LOCALE=ms; Path=/; SameSite=Lax; Secure",
    );
  });
});
