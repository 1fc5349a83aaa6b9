import { describe, expect, it } from "vitest";
import { formatAge } from "./age";

const now = new Date("2026-11-25T12:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe("formatAge: how long the oldest pending message has waited", () => {
  it("says under a minute for anything fresher, and for a clock a little ahead", () => {
    expect(formatAge(ago(59_000), now)).toBe("under a minute");
    expect(formatAge(ago(-5_000), now)).toBe("under a minute");
  });

  it("counts minutes, then hours and minutes, then days and hours", () => {
    expect(formatAge(ago(12 * 60_000 + 30_000), now)).toBe("12 min");
    expect(formatAge(ago(3 * 3_600_000 + 5 * 60_000), now)).toBe("3 h 5 min");
    expect(formatAge(ago(2 * 3_600_000), now)).toBe("2 h");
    expect(formatAge(ago(24 * 3_600_000), now)).toBe("1 day");
    expect(formatAge(ago(50 * 3_600_000 + 59 * 60_000), now)).toBe("2 days 2 h");
  });
});
