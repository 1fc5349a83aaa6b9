import { describe, expect, it } from "vitest";
import { advertisingParticulars } from "@/content/developer";
import { permitCovers, permitStatus } from "./permit-status";

const withPermit = (validFrom: string, validTo: string) => ({
  ...advertisingParticulars,
  advertisingPermit: { number: "P-1", validFrom, validTo },
});

describe("permitStatus", () => {
  const particulars = withPermit("2026-01-01", "2026-12-31");

  it("is current through its last day and lapsed from the day after", () => {
    expect(permitStatus(particulars, "2026-06-01").state).toBe("current");
    expect(permitStatus(particulars, "2026-12-31").state).toBe("expiring");
    expect(permitStatus(particulars, "2027-01-01")).toEqual({
      state: "lapsed",
      validTo: "2026-12-31",
    });
    expect(permitCovers(permitStatus(particulars, "2027-01-01"))).toBe(false);
  });

  it("warns 14 days ahead", () => {
    expect(permitStatus(particulars, "2026-12-16").state).toBe("current");
    expect(permitStatus(particulars, "2026-12-17")).toEqual({
      state: "expiring",
      validTo: "2026-12-31",
      daysLeft: 14,
    });
    expect(permitCovers(permitStatus(particulars, "2026-12-17"))).toBe(true);
  });

  it("does not cover days before the permit starts", () => {
    expect(permitCovers(permitStatus(particulars, "2025-12-31"))).toBe(false);
  });
});
