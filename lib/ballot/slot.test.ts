import { describe, expect, it } from "vitest";
import { defaultLaunchSettings } from "@/lib/launch/settings";
import { malaysiaOffsetTime, slotEnd, slotStart } from "./slot";

describe("selection slots", () => {
  it("give each table's first number the first slot, then one slot later per round of tables", () => {
    const settings = { ...defaultLaunchSettings, tables: 4, slotMinutes: 15 };
    const at = (position: number) =>
      malaysiaOffsetTime(slotStart(settings, position).toISOString());
    expect([1, 2, 3, 4].map(at)).toEqual(Array(4).fill("2026-12-12T10:00:00+08:00"));
    expect(at(5)).toBe("2026-12-12T10:15:00+08:00");
    expect(at(8)).toBe("2026-12-12T10:15:00+08:00");
    expect(at(9)).toBe("2026-12-12T10:30:00+08:00");
    expect(at(4 * 60 + 1)).toBe("2026-12-13T01:00:00+08:00");
  });

  it("are stored as UTC and shown in Malaysia time with its offset", () => {
    const start = slotStart(defaultLaunchSettings, 1).toISOString();
    expect(start).toBe("2026-12-12T02:00:00.000Z");
    expect(malaysiaOffsetTime("2026-12-11T16:30:00.000Z")).toBe("2026-12-12T00:30:00+08:00");
    expect(slotEnd({ slotMinutes: 15 }, start)).toBe("2026-12-12T02:15:00.000Z");
  });
});
