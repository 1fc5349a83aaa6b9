import { describe, expect, it } from "vitest";
import { normalizeRen } from "./ren";

describe("REN numbers", () => {
  it("stores one spelling of a negotiator, estate agent or probationary agent's number", () => {
    expect(normalizeRen("ren12345")).toBe("REN 12345");
    expect(normalizeRen(" REN-12345 ")).toBe("REN 12345");
    expect(normalizeRen("e 1234")).toBe("E 1234");
    expect(normalizeRen("E1234")).toBe("E 1234");
    expect(normalizeRen("pea 0987")).toBe("PEA 0987");
  });

  it("refuses what is not a registration number", () => {
    for (const raw of ["", "12345", "REN", "REN 0", "XYZ 123", "REN 1234567", "REN 12a45", "E-"])
      expect(normalizeRen(raw)).toBeNull();
  });
});
