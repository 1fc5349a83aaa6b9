import { describe, expect, it } from "vitest";
import { readIcs } from "@/tests/support/ics";
import { foldLine, visitIcs } from "./ics";

const event = {
  uid: "7f0c3b52-1a2b-4c3d-9e8f-001122334455@skyhaven-suites",
  sequence: 0,
  stamp: new Date("2026-11-25T01:02:03.456Z"),
  start: "2026-11-28T06:00:00.000Z",
  end: "2026-11-28T07:00:00.000Z",
  summary: "SkyHaven Suites 销售廊参观预约（2 位）",
  location:
    "SkyHaven Suites 销售廊, Lot 2188, Persiaran SkyHaven, Jalan KLIA 1, 64000 KLIA, Sepang; 马来西亚雪兰莪州",
  description:
    "改期或取消：https://skyhaven.example/zh/book/manage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\n期待与您见面。",
  method: "REQUEST" as const,
  organizer: { name: "SkyHaven Suites", email: "sales@skyhaven.example" },
  attendee: { name: "陈大文先生", email: "dawen@example.com" },
};

describe("the visit's calendar invite", () => {
  it("is one VEVENT in a VCALENDAR with UID, DTSTAMP, UTC start and end, summary and location", () => {
    const { lines, get } = readIcs(visitIcs(event));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(get("VERSION")).toEqual(["2.0"]);
    expect(get("PRODID")).toHaveLength(1);
    expect(get("METHOD")).toEqual(["REQUEST"]);
    expect(get("BEGIN")).toEqual(["VCALENDAR", "VEVENT"]);
    expect(get("END")).toEqual(["VEVENT", "VCALENDAR"]);
    expect(get("UID")).toEqual([event.uid]);
    expect(get("DTSTAMP")).toEqual(["20261125T010203Z"]);
    expect(get("DTSTART")).toEqual(["20261128T060000Z"]);
    expect(get("DTEND")).toEqual(["20261128T070000Z"]);
    expect(get("STATUS")).toEqual(["CONFIRMED"]);
    expect(get("SUMMARY")).toEqual([event.summary]);
    expect(get("LOCATION")).toEqual([event.location]);
    expect(get("DESCRIPTION")).toEqual([event.description]);
  });

  it("marks a cancelled visit and carries the sequence of the change", () => {
    const { get } = readIcs(visitIcs({ ...event, sequence: 2, method: "CANCEL", cancelled: true }));
    expect(get("METHOD")).toEqual(["CANCEL"]);
    expect(get("STATUS")).toEqual(["CANCELLED"]);
    expect(get("SEQUENCE")).toEqual(["2"]);
  });

  it("folds at 75 octets without splitting a Chinese character", () => {
    const line = `SUMMARY:${"销".repeat(40)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded)
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
  });
});
