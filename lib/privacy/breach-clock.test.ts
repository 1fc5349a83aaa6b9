import { describe, expect, it } from "vitest";
import {
  commissionerClock,
  describeClock,
  formatDuration,
  peopleNoticeDeadline,
} from "./breach-clock";

const found = "2026-11-25T02:00:00.000Z";

describe("the breach notice clock", () => {
  it("counts down the 72 hours from when the breach was found", () => {
    const clock = commissionerClock(
      { found_at: found, commissioner_notified_at: null },
      new Date("2026-11-26T08:48:00.000Z"),
    );
    expect(clock).toEqual({
      state: "due",
      deadline: "2026-11-28T02:00:00.000Z",
      msLeft: (41 * 60 + 12) * 60_000,
    });
    expect(describeClock(clock)).toBe("41 h 12 min left");
  });

  it("shows an unsent notice as overdue once the 72 hours are past", () => {
    const clock = commissionerClock(
      { found_at: found, commissioner_notified_at: null },
      new Date("2026-11-28T05:05:00.000Z"),
    );
    expect(clock.state).toBe("overdue");
    expect(describeClock(clock)).toBe("Overdue by 3 h 5 min");
  });

  it("says whether a sent notice met the deadline, whatever the time now", () => {
    const later = new Date("2026-12-30T00:00:00.000Z");
    const inTime = { found_at: found, commissioner_notified_at: "2026-11-27T10:00:00.000Z" };
    const late = { found_at: found, commissioner_notified_at: "2026-11-28T02:00:01.000Z" };
    expect(describeClock(commissionerClock(inTime, later))).toBe("Notified in time");
    expect(describeClock(commissionerClock(late, later))).toBe("Notified late");
  });

  it("gives the people affected 7 days from the Commissioner's notice", () => {
    expect(peopleNoticeDeadline(null)).toBeNull();
    expect(peopleNoticeDeadline("2026-11-27T10:00:00.000Z")).toBe("2026-12-04T10:00:00.000Z");
  });

  it("reads durations in days past two days, else hours and minutes", () => {
    expect(formatDuration(72 * 3_600_000)).toBe("3 days 0 h");
    expect(formatDuration(47 * 3_600_000 + 59 * 60_000)).toBe("47 h 59 min");
    expect(formatDuration(59_999)).toBe("0 min");
  });
});
