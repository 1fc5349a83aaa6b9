import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import { loadDashboard } from "./dashboard";
import { malaysiaDay, malaysiaDayStart } from "@/lib/time/malaysia";

// 22 Nov 2026, 14:00 in Kuala Lumpur.
const now = new Date("2026-11-22T06:00:00.000Z");
const utc = (iso: string) => new Date(iso);

describe("Malaysia days", () => {
  it("turn at 16:00 UTC", () => {
    expect(malaysiaDay("2026-11-20T15:59:59.999Z")).toBe("2026-11-20");
    expect(malaysiaDay("2026-11-20T16:00:00.000Z")).toBe("2026-11-21");
    expect(malaysiaDayStart("2026-11-21").toISOString()).toBe("2026-11-20T16:00:00.000Z");
  });
});

describe("the dashboard", () => {
  forEachDatabase((current) => {
    it("has 30 empty days ending today when nobody registered", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const dashboard = await loadDashboard(db, { now });
      expect(dashboard.days).toHaveLength(30);
      expect(dashboard.days[0]?.day).toBe("2026-10-24");
      expect(dashboard.days.at(-1)?.day).toBe("2026-11-22");
      expect(dashboard.days.every((d) => d.total === 0 && d.spam === 0)).toBe(true);
      expect(dashboard.last24Hours).toEqual({ registrations: 0, spam: 0, latest: [] });
      expect(dashboard.allTime.byUnitType).toEqual([]);
    });

    it("buckets registrations by Malaysia day and stacks them by channel", async () => {
      const { db } = current();
      await prepareDatabase(db);
      // 23:59 and 00:00 in Kuala Lumpur on either side of midnight between 20 and 21 Nov.
      await registerLead(db, { channel: "website" }, { now: utc("2026-11-20T15:59:00.000Z") });
      await registerLead(db, { channel: "newspaper" }, { now: utc("2026-11-20T16:00:00.000Z") });
      await registerLead(db, { channel: "newspaper" }, { now: utc("2026-11-21T03:00:00.000Z") });
      await registerLead(db, { channel: "social_media" }, { now: utc("2026-11-21T15:30:00.000Z") });
      // Before the 30 days (the first day starts 23 Oct 16:00 UTC) and after `now`: not in the chart.
      await registerLead(db, { channel: "website" }, { now: utc("2026-10-23T15:59:00.000Z") });
      await registerLead(db, { channel: "website" }, { now: utc("2026-11-22T07:00:00.000Z") });
      await registerLead(db, { channel: "others" }, { now: utc("2026-10-23T16:00:00.000Z") });

      const { days, period } = await loadDashboard(db, { now });
      const day = (key: string) => days.find((d) => d.day === key);
      expect(day("2026-11-20")).toMatchObject({ total: 1, byChannel: { website: 1 } });
      expect(day("2026-11-21")).toMatchObject({
        total: 3,
        byChannel: { website: 0, newspaper: 2, social_media: 1 },
      });
      expect(day("2026-10-24")).toMatchObject({ total: 1, byChannel: { others: 1 } });
      expect(period.registrations).toBe(5);
      expect(days.reduce((n, d) => n + d.total, 0)).toBe(5);
    });

    it("counts repeats as registrations and apart as repeats; spam only apart", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const person = { email: "same@example.com", contact: "012-555 0101" };
      await registerLead(db, person, { now: utc("2026-11-10T02:00:00.000Z") });
      await registerLead(db, person, { now: utc("2026-11-12T02:00:00.000Z") });
      await registerLead(db, {}, { now: utc("2026-11-12T03:00:00.000Z") });
      await registerLead(
        db,
        { channel: "advertisement" },
        { now: utc("2026-11-12T04:00:00.000Z"), suspectedSpam: true },
      );

      const { days, period, allTime } = await loadDashboard(db, { now });
      expect(days.find((d) => d.day === "2026-11-12")).toMatchObject({
        total: 2,
        spam: 1,
        byChannel: { advertisement: 0, website: 2 },
      });
      expect(period).toEqual({ registrations: 3, spam: 1, firstTime: 2, repeats: 1 });
      expect(allTime).toMatchObject({ registrations: 3, spam: 1, firstTime: 2, repeats: 1 });
    });

    it("totals by unit type, language and source over all time, without spam", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerLead(
        db,
        { unitTypes: ["A1", "D5"] },
        { locale: "zh", now: utc("2025-01-05T00:00:00Z") },
      );
      await registerLead(db, { unitTypes: ["A1"] }, { locale: "ms", source: "api", now });
      await registerLead(db, { unitTypes: [] }, { locale: "ms", source: "legacy", now });
      await registerLead(db, { unitTypes: ["B2"] }, { locale: "en", now, suspectedSpam: true });

      const { allTime } = await loadDashboard(db, { now });
      expect(allTime.byUnitType).toEqual([
        { key: "A1", count: 2 },
        { key: "D5", count: 1 },
      ]);
      expect(allTime.byLocale).toEqual([
        { key: "ms", count: 2 },
        { key: "zh", count: 1 },
      ]);
      expect(allTime.bySource).toEqual([
        { key: "api", count: 1 },
        { key: "legacy", count: 1 },
        { key: "web", count: 1 },
      ]);
      expect(allTime.spam).toBe(1);
    });

    it("shows the last 24 hours, newest first, linking repeats to the person's first", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const person = { name: "Lim Mei Ling", email: "mei@example.com", contact: "012-777 8899" };
      await registerLead(db, { name: "Too Early" }, { now: utc("2026-11-21T05:59:59.000Z") });
      const first = await registerLead(db, person, { now: utc("2026-11-21T06:00:00.000Z") });
      const repeat = await registerLead(db, person, {
        locale: "zh",
        now: utc("2026-11-22T01:00:00.000Z"),
      });
      await registerLead(
        db,
        { name: "Bot" },
        { now: utc("2026-11-22T02:00:00.000Z"), suspectedSpam: true },
      );
      const latestOne = await registerLead(
        db,
        { name: "Siti Aminah", channel: "family_friends" },
        { locale: "ms", now: utc("2026-11-22T05:00:00.000Z") },
      );
      // Erased: fields blanked, row kept; it still counts.
      await db
        .updateTable("registrations")
        .set({ full_name: "(erased)", erased_at: "2026-11-22T05:30:00.000Z" })
        .where("id", "=", latestOne)
        .execute();

      const { last24Hours, period } = await loadDashboard(db, { now });
      expect(last24Hours.registrations).toBe(3);
      expect(last24Hours.spam).toBe(1);
      expect(last24Hours.latest.map((l) => l.name)).toEqual([
        "(erased)",
        "Lim Mei Ling",
        "Lim Mei Ling",
      ]);
      expect(last24Hours.latest[0]).toMatchObject({
        id: latestOne,
        leadId: latestOne,
        channel: "family_friends",
        locale: "ms",
        erased: true,
        repeat: false,
      });
      expect(last24Hours.latest[1]).toMatchObject({ id: repeat, leadId: first, repeat: true });
      expect(period.registrations).toBe(4);
    });
  });
});
