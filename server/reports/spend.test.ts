import { describe, expect, it } from "vitest";
import { spendInput, monthsOf } from "@/lib/reports/spend";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { changeLeadStatus } from "../leads/update";
import { campaignReport } from "./campaigns";
import { campaignCsv } from "./campaigns-csv";
import { setSpend, spendEntries, withSpend } from "./spend";

const marketer = { id: "marketing-1" };
const google = { utmSource: "google", utmMedium: "cpc", utmCampaign: "launch-nov" };
const nov = (day: number) => ({ now: new Date(Date.UTC(2026, 10, day, 2)) });
const spend = (month: string, amount: string, campaign = "launch-nov") =>
  spendInput.parse({ month, source: "google", medium: "cpc", campaign, amount });

describe("campaign spend", () => {
  it('reads a month, a campaign ("(none)" for a missing field) and ringgit into sen; refuses the rest', () => {
    expect(
      spendInput.parse({
        month: "2026-11",
        source: "meta",
        medium: "(none)",
        campaign: "x",
        amount: "1250.5",
      }),
    ).toEqual({ month: "2026-11", source: "meta", medium: "", campaign: "x", amount: 125050 });
    for (const bad of [
      { month: "2026-13" },
      { amount: "-5" },
      { amount: "1e9" },
      { amount: "12.345" },
    ])
      expect(
        spendInput.safeParse({
          month: "2026-11",
          source: "",
          medium: "",
          campaign: "",
          amount: "1",
          ...bad,
        }).success,
      ).toBe(false);
    expect(monthsOf("2026-10-15", "2027-01-02")).toEqual([
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
    ]);
  });

  forEachDatabase((current) => {
    it("shows cost per registration, qualified, visit and booking from the spend of the range's months; a second entry for a month replaces the first", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const leads = [];
      for (const [i, day] of [3, 4, 5, 6].entries())
        leads.push(
          await registerLead(
            db,
            { ...google, email: `g${i}@example.com`, contact: `+6012300010${i}` },
            nov(day),
          ),
        );
      await changeLeadStatus(db, leads[0] ?? "", "qualified", { id: "s", name: "S" });
      await changeLeadStatus(db, leads[1] ?? "", "booked", { id: "s", name: "S" });
      await setSpend(db, spend("2026-11", "1000"), marketer);
      await setSpend(db, spend("2026-11", "2000"), marketer);
      await setSpend(db, spend("2026-10", "500"), marketer);
      // Spent, no lead at all: still a row, so the money shows.
      await setSpend(db, spend("2026-11", "300", "brand-awareness"), marketer);

      const range = { from: "2026-11-01", to: "2026-11-30" };
      const report = withSpend(await campaignReport(db, range), await spendEntries(db, range));
      const row = report.rows.find((r) => r.campaign === "launch-nov");
      expect(row).toMatchObject({ leads: 4, qualified: 2, bookings: 1, spendSen: 200000 });
      expect(report.rows.find((r) => r.campaign === "brand-awareness")).toMatchObject({
        leads: 0,
        spendSen: 30000,
      });
      expect(report.total.spendSen).toBe(230000);

      const csv = campaignCsv(report).split("\r\n");
      expect(csv[0]).toContain(
        "Spend (RM),Cost per registration (RM),Cost per qualified (RM),Cost per visit (RM),Cost per booking (RM)",
      );
      const line = csv.find((l) => l.startsWith("google,cpc,launch-nov,"));
      expect(line?.split(",").slice(-5)).toEqual(["2000.00", "500.00", "1000.00", "", "2000.00"]);

      // All time: October's spend counts too.
      const all = withSpend(await campaignReport(db, {}), await spendEntries(db, {}));
      expect(all.rows.find((r) => r.campaign === "launch-nov")?.spendSen).toBe(250000);
      const audit = await db
        .selectFrom("audit_log")
        .select("action")
        .where("action", "=", "campaign.spend")
        .execute();
      expect(audit).toHaveLength(4);
    });
  });
});
