import { describe, expect, it } from "vitest";
import { EventGaps } from "./event-gaps";
import { formatChanges, parseLastEventId } from "./sse";

describe("the live feed's missing event numbers", () => {
  it("notes the numbers skipped between the highest read and the next, and fills them one by one", () => {
    const gaps = new EventGaps();
    gaps.addBetween(10, 11, 0);
    expect(gaps.lowest()).toBeUndefined();
    gaps.addBetween(11, 15, 0);
    expect(gaps.ranges()).toEqual([{ from: 12, to: 14 }]);
    expect(gaps.fill(13)).toBe(true);
    expect(gaps.ranges()).toEqual([
      { from: 12, to: 12 },
      { from: 14, to: 14 },
    ]);
    expect(gaps.fill(13)).toBe(false);
    expect(gaps.fill(12)).toBe(true);
    expect(gaps.lowest()).toBe(14);
  });

  it("finds the holes among the events read at start, up to the newest number", () => {
    const gaps = new EventGaps();
    gaps.addMissing(
      4,
      12,
      [5, 7, 8, 11, 13].map((seq) => ({ seq })),
      0,
    );
    expect(gaps.ranges()).toEqual([
      { from: 6, to: 6 },
      { from: 9, to: 10 },
      { from: 12, to: 12 },
    ]);
  });

  it("gives up on gaps older than the gap time, keeping the younger ones", () => {
    const gaps = new EventGaps();
    gaps.addBetween(1, 3, 1000);
    gaps.addBetween(3, 6, 5000);
    gaps.expire(2000);
    expect(gaps.ranges()).toEqual([{ from: 4, to: 5 }]);
  });
});

describe("the event stream's text", () => {
  it("sends each change with its number as id, or the floor below a missing number", () => {
    const events = [
      { seq: 7, id: "A-12-03", status: "held", at: "" },
      { seq: 9, id: "B-20-01", status: "sold", at: "" },
    ];
    expect(formatChanges(events, 9)).toBe(
      'id: 7\ndata: {"id":"A-12-03","status":"held"}\n\nid: 9\ndata: {"id":"B-20-01","status":"sold"}\n\n',
    );
    expect(formatChanges(events, 7)).toContain('id: 7\ndata: {"id":"B-20-01"');
  });

  it("reads a Last-Event-ID as a number, and anything else as none", () => {
    expect(parseLastEventId("42")).toBe(42);
    expect(parseLastEventId(" 42 ")).toBe(42);
    for (const value of [null, "", "-1", "4.2", "abc", "1e3", "9".repeat(16)])
      expect(parseLastEventId(value), String(value)).toBeNull();
  });
});
