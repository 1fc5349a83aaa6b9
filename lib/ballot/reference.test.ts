import { describe, expect, it } from "vitest";
import { newReference } from "@/server/ballot/reference";
import { REFERENCE_ALPHABET, isReference, readReference } from "./reference";

describe("ballot references", () => {
  it("use no look-alike characters", () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(REFERENCE_ALPHABET).toHaveLength(31);
  });

  it("are six random characters of the alphabet, different each time", () => {
    const drawn = Array.from({ length: 2000 }, newReference);
    expect(drawn.every(isReference)).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(1990);
    // Every character of the alphabet turns up: the draw is not stuck on part of it.
    expect(new Set(drawn.join("")).size).toBe(REFERENCE_ALPHABET.length);
  });

  it("read what a buyer types, in any case and with spaces or dashes, and nothing else", () => {
    expect(readReference(" k7q2 m9 ")).toBe("K7Q2M9");
    expect(readReference("k7q-2m9")).toBe("K7Q2M9");
    expect(readReference("K7Q2M0")).toBeNull();
    expect(readReference("K7Q2M")).toBeNull();
    expect(readReference("K7Q2M9X")).toBeNull();
    expect(readReference(42)).toBeNull();
    expect(readReference("K".repeat(10_000))).toBeNull();
  });
});
