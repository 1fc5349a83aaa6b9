import { describe, expect, it } from "vitest";
import { acceptsBrotli } from "./accepts-brotli";

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip;q=1.0, br;q=0.1", true],
    [["gzip", "br"], true],
  ])("takes brotli from %j", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it.each([
    [undefined, false],
    ["", false],
    ["gzip, deflate", false],
    ["br;q=0", false],
    ["br; q=0.000", false],
    ["brotli", false],
    ["*", false],
  ])("does not from %j", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
