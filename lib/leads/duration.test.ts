import { describe, expect, it } from "vitest";
import { formatWait } from "./duration";

const min = 60_000;
describe("a wait in words", () => {
  it("reads in minutes, hours and days, two units at most", () => {
    expect(formatWait(20_000)).toBe("under 1 min");
    expect(formatWait(45 * min)).toBe("45 min");
    expect(formatWait(200 * min)).toBe("3 h 20 min");
    expect(formatWait(120 * min)).toBe("2 h");
    expect(formatWait(119.9 * min)).toBe("2 h");
    expect(formatWait((2 * 24 + 4) * 60 * min)).toBe("2 d 4 h");
    expect(formatWait(3 * 24 * 60 * min)).toBe("3 d");
  });
});
