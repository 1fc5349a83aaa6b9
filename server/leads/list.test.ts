import type { LeadFilter } from "@/lib/leads/filters";
import { everyLead } from "@/tests/support/leads";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { listLeads, PAGE_SIZE } from "./list";

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour));

describe("the lead list", () => {
  forEachDatabase((current) => {
    it("shows each person once, brought to the top by their latest registration", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(
        db,
        { name: "Tan Ah Kow", email: "kow@example.com" },
        { now: at(1) },
      );
      await registerLead(db, { name: "Siti Aminah" }, { now: at(2) });
      await registerLead(
        db,
        { name: "Tan Ah Kow", email: "kow@example.com", unitTypes: ["D5"] },
        { now: at(3) },
      );

      const page = await listLeads(db, everyLead({}));
      expect(page.total).toBe(2);
      expect(page.leads.map((l) => l.name)).toEqual(["Tan Ah Kow", "Siti Aminah"]);
      expect(page.leads[0]).toMatchObject({
        id: first,
        repeatCount: 1,
        unitTypes: ["A1", "C1A", "D5"],
      });
    });

    it("finds a person by part of their name, email or phone, and narrows by filters", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerLead(
        db,
        { name: "Lim Mei Ling", contact: "012-777 8899", channel: "newspaper" },
        { locale: "zh", now: at(5) },
      );
      await registerLead(
        db,
        { name: "Ahmad Faizal", email: "faizal@corp.example", unitTypes: [] },
        { locale: "ms", source: "legacy", now: at(6) },
      );

      const names = async (filter: LeadFilter) =>
        (await listLeads(db, everyLead(filter))).leads.map((l) => l.name);
      expect(await names({ q: "mei" })).toEqual(["Lim Mei Ling"]);
      expect(await names({ q: "0127778899" })).toEqual(["Lim Mei Ling"]);
      expect(await names({ q: "FAIZAL@corp" })).toEqual(["Ahmad Faizal"]);
      expect(await names({ q: "100%" })).toEqual([]);
      expect(await names({ channel: "newspaper" })).toEqual(["Lim Mei Ling"]);
      expect(await names({ locale: "ms", source: "legacy" })).toEqual(["Ahmad Faizal"]);
      expect(await names({ unit: "C1A" })).toEqual(["Lim Mei Ling"]);
      expect(await names({ from: "2026-11-06", to: "2026-11-06" })).toEqual(["Ahmad Faizal"]);
      expect(await names({ status: "booked" })).toEqual([]);
    });

    it("finds a person by the channel, language or source of any of their registrations", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const person = { name: "Wong Kar Mun", email: "karmun@example.com" };
      const id = await registerLead(
        db,
        { ...person, channel: "newspaper" },
        { locale: "zh", source: "web", now: at(7) },
      );
      // The repeat came another way: via a friend, in Malay, through the old site's API.
      await registerLead(
        db,
        { ...person, channel: "family_friends" },
        { locale: "ms", source: "legacy", now: at(8) },
      );
      await registerLead(
        db,
        { name: "Other Buyer", channel: "website" },
        { locale: "en", source: "api", now: at(9) },
      );

      const ids = async (filter: LeadFilter) =>
        (await listLeads(db, everyLead(filter))).leads.map((l) => l.id);
      for (const filter of [
        { channel: "newspaper" },
        { channel: "family_friends" },
        { locale: "zh" },
        { locale: "ms" },
        { source: "web" },
        { source: "legacy" },
        { channel: "family_friends", locale: "zh", source: "web" },
      ] as const) {
        expect(await ids(filter), JSON.stringify(filter)).toEqual([id]);
      }
      const page = await listLeads(db, everyLead({ locale: "ms" }));
      expect(page.total).toBe(1);
      expect(page.leads[0]).toMatchObject({ repeatCount: 1, channel: "newspaper" });
      expect(await ids({ channel: "advertisement" })).toEqual([]);
    });

    it("pages through every lead exactly once in both directions", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const total = PAGE_SIZE * 2 + 5;
      for (let i = 0; i < total; i++) {
        await registerLead(
          db,
          { name: `Buyer ${String.fromCharCode(65 + (i % 26))}` },
          { now: new Date(Date.UTC(2026, 10, 1, 0, i)) },
        );
      }
      const seen: string[] = [];
      let page = await listLeads(db, everyLead({}));
      seen.push(...page.leads.map((l) => l.id));
      while (page.older) {
        page = await listLeads(db, everyLead({}), { after: page.older });
        seen.push(...page.leads.map((l) => l.id));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(page.total).toBe(total);

      const back = await listLeads(db, everyLead({}), { before: page.newer });
      expect(back.leads.map((l) => l.id)).toEqual(seen.slice(PAGE_SIZE, PAGE_SIZE * 2));
    }, 60_000);
  });
});
