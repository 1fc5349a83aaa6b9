import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { loadTouchActivity } from "./activity";
import { countTouches, recordTouch, type NewTouch } from "./store";

// 22 Nov 2026, 14:00 in Kuala Lumpur; the dashboard's 30 days start 23 Oct 16:00 UTC.
const now = new Date("2026-11-22T06:00:00.000Z");
const at = (iso: string) => new Date(iso);

const tap = (overrides: Partial<NewTouch> = {}): NewTouch => ({
  channel: "whatsapp",
  page: { locale: "zh", page: "/layout/C1A" },
  visit: { utm: {} },
  ...overrides,
});

describe("touches (WhatsApp and call taps)", () => {
  forEachDatabase((current) => {
    it("stores where and how a tap was made, with the visit's attribution, and nothing else", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const id = await recordTouch(
        db,
        tap({
          channel: "call",
          visit: {
            landingPage: "/landing?utm_source=facebook",
            referrer: "https://www.facebook.com/",
            utm: { utm_source: "facebook", utm_campaign: "launch-2026" },
          },
        }),
        at("2026-11-21T03:00:00.000Z"),
      );
      const row = await db
        .selectFrom("touches")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      expect(row).toEqual({
        id,
        created_at: "2026-11-21T03:00:00.000Z",
        channel: "call",
        page: "/layout/C1A",
        locale: "zh",
        utm_source: "facebook",
        utm_medium: null,
        utm_campaign: "launch-2026",
        utm_term: null,
        utm_content: null,
        referrer: "https://www.facebook.com/",
        landing_page: "/landing?utm_source=facebook",
      });
    });

    it("counts taps per channel within a span, its ends included", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await recordTouch(db, tap(), at("2026-11-01T00:00:00.000Z"));
      await recordTouch(db, tap(), at("2026-11-10T00:00:00.000Z"));
      await recordTouch(db, tap({ channel: "call" }), at("2026-11-05T12:00:00.000Z"));
      await recordTouch(db, tap(), at("2026-11-10T00:00:00.001Z"));
      expect(
        await countTouches(db, {
          since: "2026-11-01T00:00:00.000Z",
          until: "2026-11-10T00:00:00.000Z",
        }),
      ).toEqual({ whatsapp: 2, call: 1 });
      expect(
        await countTouches(db, {
          since: "2026-12-01T00:00:00.000Z",
          until: "2026-12-02T00:00:00.000Z",
        }),
      ).toEqual({ whatsapp: 0, call: 0 });
    });

    it("counts over the dashboard's 30 Malaysia days and the last 24 hours", async () => {
      const { db } = current();
      await prepareDatabase(db);
      // Just before and at the start of the first of the 30 days (24 Oct in Kuala Lumpur).
      await recordTouch(db, tap(), at("2026-10-23T15:59:59.999Z"));
      await recordTouch(db, tap(), at("2026-10-23T16:00:00.000Z"));
      await recordTouch(db, tap({ channel: "call" }), at("2026-11-15T08:00:00.000Z"));
      // Within the last 24 hours.
      await recordTouch(db, tap(), at("2026-11-22T01:00:00.000Z"));
      await recordTouch(db, tap({ channel: "call" }), at("2026-11-21T06:00:00.000Z"));
      // After `now`: not yet.
      await recordTouch(db, tap(), at("2026-11-22T07:00:00.000Z"));

      expect(await loadTouchActivity(db, { now })).toEqual({
        period: { whatsapp: 2, call: 2 },
        last24Hours: { whatsapp: 1, call: 1 },
      });
    });
  });
});
