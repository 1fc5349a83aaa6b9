import { describe, expect, it } from "vitest";
import { filterQuery, parseLeadFilter, resolveOwner } from "./filters";
import { dayEndUtc, dayStartUtc } from "@/lib/time/malaysia";

describe("lead filters", () => {
  it("reads known values from the URL and ignores bad ones", () => {
    const filter = parseLeadFilter(
      new URLSearchParams("q=%20tan%20&status=booked&channel=tv&unit=C1A&from=2026-11-01&to=nope"),
    );
    expect(filter).toEqual({ q: "tan", status: "booked", unit: "C1A", from: "2026-11-01" });
  });

  it("reads the owner as me, none or a staff id, and makes me the viewer", () => {
    const id = "00000000-0000-4000-8000-0000000000c1";
    expect(parseLeadFilter(new URLSearchParams("owner=me")).owner).toBe("me");
    expect(parseLeadFilter(new URLSearchParams("owner=none")).owner).toBe("none");
    expect(parseLeadFilter(new URLSearchParams(`owner=${id}`)).owner).toBe(id);
    expect(parseLeadFilter(new URLSearchParams("owner=siti")).owner).toBeUndefined();
    expect(resolveOwner({ owner: "me", status: "new" }, id)).toEqual({ owner: id, status: "new" });
    expect(resolveOwner({ owner: "none" }, id)).toEqual({ owner: "none" });
  });

  it("writes the filter back as a query string, dropping empty values", () => {
    expect(filterQuery({ q: "tan", status: "new" }, { page: "2" })).toBe("q=tan&status=new&page=2");
  });

  it("takes dates as whole days in Malaysia time", () => {
    expect(dayStartUtc("2026-11-22")).toBe("2026-11-21T16:00:00.000Z");
    expect(dayEndUtc("2026-11-22")).toBe("2026-11-22T16:00:00.000Z");
  });
});
