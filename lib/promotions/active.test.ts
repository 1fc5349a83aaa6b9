import { describe, expect, it } from "vitest";
import { activePromotions, type Promotion } from "./active";

const promotion = (overrides: Partial<Promotion>): Promotion => ({
  id: "p1",
  title: "Launch weekend rebate",
  summary: "5% off the list price for bookings made on launch weekend.",
  terms: "Bookings made 5–6 December 2026 only. Not combinable with other offers.",
  startsAt: "2026-12-05T00:00:00.000+08:00",
  endsAt: "2026-12-07T00:00:00.000+08:00",
  placements: ["home", "landing"],
  ...overrides,
});

describe("activePromotions", () => {
  const weekend = promotion({});
  const month = promotion({
    id: "p2",
    endsAt: "2026-12-31T00:00:00.000+08:00",
    placements: ["home", "layout", "availability"],
  });

  it("shows a promotion from its start to just before its end, where it was placed", () => {
    const all = [month, weekend];
    expect(activePromotions(all, "home", new Date("2026-12-04T23:59:59+08:00"))).toEqual([]);
    expect(activePromotions(all, "home", new Date("2026-12-05T00:00:00+08:00"))).toEqual([
      weekend,
      month,
    ]);
    expect(activePromotions(all, "landing", new Date("2026-12-06T12:00:00+08:00"))).toEqual([
      weekend,
    ]);
    expect(activePromotions(all, "availability", new Date("2026-12-06T12:00:00+08:00"))).toEqual([
      month,
    ]);
    expect(activePromotions(all, "home", new Date("2026-12-07T00:00:00+08:00"))).toEqual([month]);
    expect(activePromotions(all, "home", new Date("2026-12-31T00:00:00+08:00"))).toEqual([]);
  });

  it("leaves out a promotion not written in full in this language", () => {
    const untranslated = promotion({ terms: "  " });
    expect(activePromotions([untranslated], "home", new Date("2026-12-05T12:00:00+08:00"))).toEqual(
      [],
    );
  });
});
