import { describe, expect, it } from "vitest";
import { generateLeads } from "./lead-data";

describe("the bench's generated leads", () => {
  const now = new Date("2026-11-22T06:00:00.000Z");
  const { registrations, unitTypes } = generateLeads(5000, now);
  const byId = new Map(registrations.map((r) => [r.id, r]));

  it("are in time order, before now, with about 15% repeats of earlier people", () => {
    const times = registrations.map((r) => r.created_at);
    expect([...times].sort()).toEqual(times);
    expect(times.at(-1)! < now.toISOString()).toBe(true);
    const repeats = registrations.filter((r) => r.duplicate_of);
    expect(repeats.length / registrations.length).toBeGreaterThan(0.12);
    expect(repeats.length / registrations.length).toBeLessThan(0.18);
    for (const repeat of repeats) {
      const first = byId.get(repeat.duplicate_of!)!;
      expect(first.duplicate_of).toBeNull();
      expect(first.created_at < repeat.created_at).toBe(true);
      expect(repeat.contact_e164).toBe(first.contact_e164);
    }
  });

  it("keep each first registration's latest_at and repeat_count in step with its repeats", () => {
    for (const first of registrations.filter((r) => !r.duplicate_of)) {
      const own = registrations.filter((r) => r.duplicate_of === first.id);
      expect(first.repeat_count).toBe(own.length);
      expect(first.latest_at).toBe(own.at(-1)?.created_at ?? first.created_at);
    }
  });

  it("vary channels, languages, statuses, names and unit types", () => {
    const distinct = (key: "channel" | "locale" | "status" | "source") =>
      new Set(registrations.map((r) => r[key])).size;
    expect(distinct("channel")).toBe(6);
    expect(distinct("locale")).toBe(3);
    expect(distinct("source")).toBe(3);
    expect(distinct("status")).toBeGreaterThanOrEqual(5);
    expect(registrations.some((r) => /[\u4e00-\u9fff]/.test(r.full_name))).toBe(true);
    expect(registrations.some((r) => / binti? /.test(r.full_name))).toBe(true);
    expect(new Set(unitTypes.map((u) => u.unit_type)).size).toBe(22);
    expect(new Set(registrations.map((r) => r.email_normalized)).size).toBe(
      registrations.filter((r) => !r.duplicate_of).length,
    );
  });
});
