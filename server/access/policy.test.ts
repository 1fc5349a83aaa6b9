import { describe, expect, it } from "vitest";
import { can, launchReportScope, permissions } from "./policy";

describe("the access policy", () => {
  it("lets an admin do everything on the launch", () => {
    for (const permission of permissions) expect(can({ role: "admin" }, permission)).toBe(true);
  });

  it("lets a salesperson hold, book and enter walk-ins, but not approve, run the draw or change units in bulk", () => {
    const sales = { role: "sales" } as const;
    expect(can(sales, "launch.view")).toBe(true);
    expect(can(sales, "launch.sell")).toBe(true);
    expect(can(sales, "ballot.enter")).toBe(true);
    expect(can(sales, "launch.decide")).toBe(false);
    expect(can(sales, "launch.run")).toBe(false);
    expect(can(sales, "units.manage")).toBe(false);
  });

  it("refuses everything to nobody signed in", () => {
    for (const permission of permissions) expect(can(null, permission)).toBe(false);
  });

  it("scopes a salesperson's sales report to their own buyers", () => {
    expect(launchReportScope({ role: "sales", id: "s1" })).toEqual({ staffId: "s1" });
    expect(launchReportScope({ role: "admin", id: "a1" })).toEqual({});
  });
});
