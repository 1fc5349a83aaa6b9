import { describe, expect, it } from "vitest";
import {
  addDays,
  dayEndUtc,
  dayStartUtc,
  formatClock,
  formatDateTime,
  formatDayLong,
  formatDay,
  formatDayMonth,
  formatLongDate,
  formatWeekday,
  formatShortDateTime,
  isDay,
  malaysiaDay,
  malaysiaInstant,
  malaysiaStamp,
  weekday,
} from "./malaysia";

/** The plain conversion the export always made, which every answer must match to the byte. */
function reference(iso: string | null): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
}

describe("malaysiaStamp", () => {
  it("shifts stored times by eight hours across days, months, years and leap days", () => {
    expect(malaysiaStamp("2026-11-21T18:30:05.123Z")).toBe("2026-11-22 02:30:05");
    expect(malaysiaStamp("2026-11-21T15:59:59.999Z")).toBe("2026-11-21 23:59:59");
    expect(malaysiaStamp("2026-12-31T16:00:00.000Z")).toBe("2027-01-01 00:00:00");
    expect(malaysiaStamp("2028-02-28T20:15:00.000Z")).toBe("2028-02-29 04:15:00");
    expect(malaysiaStamp(null)).toBe("");
  });

  it("answers as the plain conversion does for a time in every minute of two years", () => {
    const start = Date.UTC(2025, 0, 1);
    const differing: string[] = [];
    let checked = 0;
    for (let ms = start; ms < start + 2 * 366 * 86_400_000; ms += 60_000 + 1_017) {
      const iso = new Date(ms).toISOString();
      if (malaysiaStamp(iso) !== reference(iso)) differing.push(iso);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1_000_000);
    expect(differing).toEqual([]);
  });

  it("answers as the plain conversion does for text that is not a stored time", () => {
    for (const text of [
      "2026-02-30T10:00:00.000Z",
      "2026-13-01T10:00:00.000Z",
      "2026-01-01T24:00:00.000Z",
      "2026-01-01T23:59:60.000Z",
      "2026-01-01T10:00:00Z",
      "2026-01-01T10:00:00.000+08:00",
      "2026-01-01",
      "+010000-01-01T00:00:00.000Z",
      "9999-12-31T20:00:00.000Z",
      "not a date",
    ]) {
      expect(malaysiaStamp(text)).toBe(reference(text));
      // A second time, from what the first one learnt.
      expect(malaysiaStamp(text)).toBe(reference(text));
    }
  });
});

describe("Malaysia days", () => {
  it("puts an instant on the Malaysia calendar and back", () => {
    expect(malaysiaDay("2026-11-24T16:00:00.000Z")).toBe("2026-11-25");
    expect(malaysiaDay(new Date("2026-11-24T15:59:59.999Z"))).toBe("2026-11-24");
    expect(dayStartUtc("2026-11-25")).toBe("2026-11-24T16:00:00.000Z");
    expect(dayEndUtc("2026-11-25")).toBe("2026-11-25T16:00:00.000Z");
    expect(malaysiaInstant("2026-11-25", "14:30").toISOString()).toBe("2026-11-25T06:30:00.000Z");
  });

  it("knows real days and counts across months", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-30")).toBe(false);
    expect(isDay("2026-11-5")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekday("2026-11-25")).toBe(3);
  });

  it("formats in each site language, in Malaysia time", () => {
    expect(formatDateTime("2026-11-25T06:05:00.000Z")).toMatch(/25 Nov 2026.*2:05/);
    expect(formatShortDateTime("2026-11-25T06:05:00.000Z")).toBe("25 Nov, 14:05");
    expect(formatDayLong("2026-11-25", "zh")).toBe("2026年11月25日星期三");
    expect(formatDayLong("2026-11-25", "ms")).toMatch(/Rabu/);
    expect([formatWeekday("2026-11-25", "zh"), formatDayMonth("2026-11-25", "zh")]).toEqual([
      "星期三",
      "11月25日",
    ]);
    expect([formatWeekday("2026-11-25", "ms"), formatDayMonth("2026-11-25", "en")]).toEqual([
      "Rabu",
      "25 November",
    ]);
    expect(formatClock("2026-11-25T06:05:00.000Z", "en")).toMatch(/2:05/);
  });
});

describe("times as Malaysians write them", () => {
  it("writes Malay times with a dot and the part of the day", () => {
    expect(formatClock("2026-11-25T02:00:00.000Z", "ms")).toBe("10.00 pagi");
    expect(formatClock("2026-11-25T04:00:00.000Z", "ms")).toBe("12.00 tengah hari");
    expect(formatClock("2026-11-25T06:30:00.000Z", "ms")).toBe("2.30 petang");
    expect(formatClock("2026-11-25T11:00:00.000Z", "ms")).toBe("7.00 malam");
    expect(formatClock("2026-11-25T16:15:00.000Z", "ms")).toBe("12.15 pagi");
  });

  it("says noon as 中午 in Chinese", () => {
    expect(formatClock("2026-11-25T04:00:00.000Z", "zh")).toBe("中午12:00");
    expect(formatClock("2026-11-25T06:00:00.000Z", "zh")).toBe("下午2:00");
  });

  it("writes English days in Malaysian order", () => {
    expect(formatLongDate("2026-11-25", "en")).toBe("25 November 2026");
    expect(formatDay("2026-07-20", "en")).toBe("20 Jul 2026");
    expect(formatDateTime("2026-11-25T02:00:00.000Z", "ms")).toBe("25 Nov 2026, 10.00 pagi");
  });
});
