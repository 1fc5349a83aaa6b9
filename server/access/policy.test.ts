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

  it("lets admins and marketing enter campaign spend, not sales or agents", () => {
    expect(
      ["admin", "marketing", "sales", "agent"].map((role) =>
        can({ role: role as "admin" }, "campaigns.spend"),
      ),
    ).toEqual([true, true, false, false]);
  });

  it("refuses everything to nobody signed in", () => {
    for (const permission of permissions) expect(can(null, permission)).toBe(false);
  });

  it("scopes a salesperson's sales report to their own buyers", () => {
    expect(launchReportScope({ role: "sales", id: "s1" })).toEqual({ staffId: "s1" });
    expect(launchReportScope({ role: "admin", id: "a1" })).toEqual({});
  });
});

describe("who reaches which leads", () => {
  it("gives admins every lead, sales their own and the pool, marketing and agents none", async () => {
    const { leadReach, maySeeLead, seesEveryLead } = await import("./leads");
    const admin = { id: "a", role: "admin" } as const;
    const sales = { id: "s", role: "sales" } as const;
    const marketing = { id: "m", role: "marketing" } as const;
    const agent = { id: "g", role: "agent" } as const;
    expect([admin, sales, marketing, agent].map(leadReach)).toEqual([
      "all",
      "own-and-pool",
      "none",
      "none",
    ]);
    expect(maySeeLead(sales, "s")).toBe(true);
    expect(maySeeLead(sales, null)).toBe(true);
    expect(maySeeLead(sales, "someone-else")).toBe(false);
    expect(maySeeLead(admin, "someone-else")).toBe(true);
    expect(maySeeLead(marketing, null)).toBe(false);
    expect(maySeeLead(agent, null)).toBe(false);
    expect(seesEveryLead(sales)).toBe(false);
  });

  it("keeps personal data from marketing and agents, and the data-request desk for admins", () => {
    for (const role of ["marketing", "agent"] as const) {
      for (const permission of [
        "leads.view",
        "leads.export",
        "appointments.view",
        "units.view",
        "privacy.desk",
        "launch.view",
      ] as const)
        expect(can({ role }, permission), `${role} ${permission}`).toBe(false);
    }
    expect(can({ role: "marketing" }, "reports.counts")).toBe(true);
    expect(can({ role: "sales" }, "privacy.desk")).toBe(false);
    expect(can({ role: "sales" }, "leads.assign")).toBe(false);
    expect(can({ role: "admin" }, "privacy.desk")).toBe(true);
  });
});
