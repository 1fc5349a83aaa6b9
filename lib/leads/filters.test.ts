import { describe, expect, it } from "vitest";
import { dayEndUtc, dayStartUtc, filterQuery, parseLeadFilter } from "./filters";

describe("lead filters", () => {
  it("reads known values from the URL and ignores bad ones", () => {
    const filter = parseLeadFilter(
      new URLSearchParams("q=%20tan%20&status=booked&channel=tv&unit=C1A&from=2026-11-01&to=nope"),
    );
    expect(filter).toEqual({ q: "tan", status: "booked", unit: "C1A", from: "2026-11-01" });
  });

  it("writes the filter back as a query string, dropping empty values", () => {
    expect(filterQuery({ q: "tan", status: "new" }, { page: "2" })).toBe("q=tan&status=new&page=2");
  });

  it("takes dates as whole days in Malaysia time", () => {
    expect(dayStartUtc("2026-11-22")).toBe("2026-11-21T16:00:00.000Z");
    expect(dayEndUtc("2026-11-22")).toBe("2026-11-22T16:00:00.000Z");
  });
});
