import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { parseLeadFilter, filterQuery } from "@/lib/leads/filters";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead, everyLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { listLeads } from "../leads/list";
import { campaignFilter, campaignReport, label } from "./campaigns";
import { campaignCsv } from "./campaigns-csv";

const at = (day: number) => ({ now: new Date(Date.UTC(2026, 10, day, 2)) });
const plainPerson = { name: "Plain Buyer", email: "plain@example.com", contact: "+60123000111" };
const google = { utmSource: "google", utmMedium: "cpc", utmCampaign: "launch-nov" };

async function attendedVisit(db: Kysely<Database>, leadId: string) {
  const now = new Date().toISOString();
  await db
    .insertInto("bookings")
    .values({
      id: randomUUID(),
      created_at: now,
      updated_at: now,
      slot_start: now,
      salutation_id: 1,
      name: "Visitor",
      contact_raw: "0123456789",
      contact_e164: "+60123456789",
      email: "v@example.com",
      email_normalized: "v@example.com",
      party_size: 2,
      locale: "en",
      status: "attended",
      token_hash: randomUUID(),
      lead_id: leadId,
    })
    .execute();
}

async function claim(db: Kysely<Database>, leadId: string, stage: "booked" | "lapsed") {
  const now = new Date().toISOString();
  await db
    .insertInto("unit_claims")
    .values({
      id: randomUUID(),
      unit_id: `A-${randomUUID().slice(0, 6)}`,
      lead_id: leadId,
      staff_id: "staff",
      stage,
      active: stage === "booked" ? 1 : null,
      held_at: now,
      expires_at: now,
    })
    .execute();
}

describe("the campaign report", () => {
  forEachDatabase((current) => {
    it("counts people by their first registration's campaign: leads, qualified, visits, bookings", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const [plain, qualified, visitor, buyer] = [
        await registerLead(db, { ...google, ...plainPerson }, at(2)),
        await registerLead(db, { ...google, name: "Qualified Buyer" }, at(3)),
        await registerLead(db, { ...google, name: "Gallery Visitor" }, at(4)),
        await registerLead(db, { ...google, name: "Unit Buyer" }, at(5)),
      ];
      await db
        .updateTable("registrations")
        .set({ status: "qualified" })
        .where("id", "=", qualified)
        .execute();
      await attendedVisit(db, visitor);
      await claim(db, buyer, "booked");
      await claim(db, plain, "lapsed");
      // A repeat through another campaign leaves the person with their first.
      await registerLead(db, { ...plainPerson, utmSource: "facebook" }, at(6));
      const booked = await registerLead(db, { name: "Status Booked", utmSource: "" }, at(7));
      await db
        .updateTable("registrations")
        .set({ status: "booked" })
        .where("id", "=", booked)
        .execute();
      const spam = await registerLead(db, { ...google, name: "Bot" }, at(8));
      await db
        .updateTable("registrations")
        .set({ status: "spam" })
        .where("id", "=", spam)
        .execute();
      await registerLead(db, { ...google, name: "Too Early" }, at(1));

      const range = { from: "2026-11-02", to: "2026-11-30" };
      const report = await campaignReport(db, range);
      expect(
        report.rows.map((row) => [
          label(row),
          row.leads,
          row.qualified,
          row.visits,
          row.bookings,
          row.spam,
        ]),
      ).toEqual([
        ["google / cpc / launch-nov", 4, 3, 1, 1, 1],
        ["(none) / (none) / (none)", 1, 1, 0, 1, 0],
      ]);
      expect(report.total).toEqual({ leads: 5, qualified: 4, visits: 1, bookings: 2, spam: 1 });
      expect((await campaignReport(db, {})).rows[0]?.leads).toBe(5);

      // Each row's link shows the list its people, and only them (its spam too).
      for (const row of report.rows) {
        const filter = parseLeadFilter(
          new URLSearchParams(filterQuery(campaignFilter(row, range))),
        );
        const page = await listLeads(db, everyLead(filter));
        expect(page.total, label(row)).toBe(row.leads + row.spam);
      }
      const csv = campaignCsv(report).split("\r\n");
      expect(csv[0]).toBe(
        "UTM source,UTM medium,UTM campaign,Leads,Qualified,Visits,Bookings,Spam,Qualified rate,Visit rate,Booking rate," +
          "Spend (RM),Cost per registration (RM),Cost per qualified (RM),Cost per visit (RM),Cost per booking (RM)",
      );
      // No spend entered: its columns stay empty.
      expect(csv[1]).toBe("google,cpc,launch-nov,4,3,1,1,1,75%,25%,25%,,,,,");
      expect(csv.at(-2)).toBe("All campaigns,,,5,4,1,2,1,80%,20%,40%,,,,,");
    });

    it("filters the lead list by first-touch UTM fields, exactly, with (none) for none", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(db, { ...google, name: "Google Person" });
      await registerLead(db, { utmSource: "google", utmMedium: "email", name: "Mail Person" });
      const bare = await registerLead(db, { name: "Direct Person" });
      const names = async (query: string) =>
        (await listLeads(db, everyLead(parseLeadFilter(new URLSearchParams(query))))).leads.map(
          (l) => l.id,
        );
      expect(await names("utm_source=google&utm_medium=cpc")).toEqual([first]);
      expect((await names("utm_source=google")).length).toBe(2);
      expect(await names("utm_campaign=launch-nov")).toEqual([first]);
      expect(await names("utm_source=%28none%29")).toEqual([bare]);
      expect(await names("utm_source=goog")).toEqual([]);
      // A hostile value is a value, not SQL.
      expect(await names(`utm_source=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
    });

    it("neutralizes a campaign name a spreadsheet would run as a formula", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerLead(db, { utmSource: "=cmd|'/c calc'!A1", name: "Crafted Link" });
      const csv = campaignCsv(await campaignReport(db, {}));
      expect(csv.split("\r\n")[1]).toMatch(/^'=cmd/);
    });
  });
});
