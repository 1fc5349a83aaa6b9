import { describe, expect, it } from "vitest";
import { normalizeEmail } from "./email";

describe("normalizeEmail", () => {
  it("lower-cases and trims any address", () => {
    expect(normalizeEmail("  Ah.Kow@Example.COM ")).toBe("ah.kow@example.com");
  });

  it("drops dots and +tags for Gmail, which ignores them", () => {
    expect(normalizeEmail("Ah.Kow+skyhaven@Gmail.com")).toBe("ahkow@gmail.com");
    expect(normalizeEmail("a.h.k.o.w@gmail.com")).toBe("ahkow@gmail.com");
    expect(normalizeEmail("ahkow+a+b@gmail.com")).toBe("ahkow@gmail.com");
  });

  it("treats googlemail.com as gmail.com", () => {
    expect(normalizeEmail("Ah.Kow+x@googlemail.com")).toBe("ahkow@gmail.com");
  });

  it("keeps dots and +tags at other providers, where they may matter", () => {
    expect(normalizeEmail("Ah.Kow+sales@example.com")).toBe("ah.kow+sales@example.com");
    expect(normalizeEmail("ah.kow@gmail.com.my")).toBe("ah.kow@gmail.com.my");
  });

  it("splits at the last @", () => {
    expect(normalizeEmail('"a@b"@Example.com')).toBe('"a@b"@example.com');
  });
});
