import { describe, expect, it } from "vitest";
import { noticeShortTime, noticeSlot, noticeTime } from "./notice-time";

describe("times in notices to the sales team", () => {
  it("gives an instant in Malaysia time with the zone named", () => {
    expect(noticeTime("2026-11-28T06:30:00.000Z")).toBe(
      "Sat 28 Nov 2026, 2.30 pm (Malaysia time, UTC+8)",
    );
  });

  it("moves to the next Malaysia day after 16:00 UTC, and writes midnight and noon as 12", () => {
    expect(noticeTime("2026-11-28T16:05:00.000Z")).toBe(
      "Sun 29 Nov 2026, 12.05 am (Malaysia time, UTC+8)",
    );
    expect(noticeTime("2026-12-31T04:00:00.000Z")).toBe(
      "Thu 31 Dec 2026, 12.00 pm (Malaysia time, UTC+8)",
    );
  });

  it("gives a visit's slot from start to end, and a short form for a subject", () => {
    expect(noticeSlot("2026-12-05T06:00:00.000Z", "2026-12-05T07:00:00.000Z")).toBe(
      "Sat 5 Dec 2026, 2.00 pm – 3.00 pm (Malaysia time, UTC+8)",
    );
    expect(noticeShortTime("2026-12-05T02:30:00.000Z")).toBe("Sat 5 Dec, 10.30 am");
  });
});
