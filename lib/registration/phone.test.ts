import { describe, expect, it } from "vitest";
import { DEFAULT_PHONE_REGION, toE164 } from "./phone";

describe("toE164", () => {
  it("reads numbers without a country code as Malaysian", () => {
    expect(DEFAULT_PHONE_REGION).toBe("MY");
    expect(toE164("012-345 6789")).toBe("+60123456789");
    expect(toE164("0123456789")).toBe("+60123456789");
    expect(toE164("011-2345 6789")).toBe("+601123456789");
    expect(toE164("03-2161 1234")).toBe("+60321611234");
  });

  it("gives the same E.164 number however a Malaysian number is written", () => {
    const forms = [
      "012-345 6789",
      "0123456789",
      "+60 12-345 6789",
      "+60123456789",
      " (012) 345-6789 ",
    ];
    expect(new Set(forms.map(toE164))).toEqual(new Set(["+60123456789"]));
  });

  it("keeps a foreign number's own country code", () => {
    expect(toE164("+65 9123 4567")).toBe("+6591234567");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("+86 138 0013 8000")).toBe("+8613800138000");
  });

  it.each(["", "   ", "123", "abc", "012", "+60 12", "+6012345678901234", "9".repeat(300)])(
    "answers null for %j, which is not a valid phone number",
    (raw) => {
      expect(toE164(raw)).toBeNull();
    },
  );
});
