import { describe, expect, it } from "vitest";
import { planLabels } from "@/content/units/plan-labels";
import { unitTypes } from "@/content/units/unit-types";
import { boundingBox, insideBox, polygonArea } from "./geometry";
import { buildFloorPlan, renderFloorPlan } from "./index";

const plans = unitTypes.map((unit) => ({ unit, model: buildFloorPlan(unit) }));
const render = (code: string, locale: "en" | "zh" | "ms", compact = false) => {
  const found = plans.find((p) => p.unit.code === code);
  if (!found) throw new Error(code);
  return renderFloorPlan(found.model, { labels: planLabels[locale], code, id: "t", compact });
};

describe("floor plan model", () => {
  it.each(plans.map((p) => [p.unit.code, p] as const))(
    "%s: the outline is the built-up area and every room lies inside it",
    (_code, { unit, model }) => {
      const outline = polygonArea(model.outline);
      expect(outline).toBeCloseTo(unit.sizeSqft / 10.7639, 1);
      const box = boundingBox(model.outline);
      for (const room of model.rooms) {
        for (const point of room.polygon) expect(insideBox(point, box)).toBe(true);
        expect(boundingBox(room.polygon).width, room.kind).toBeGreaterThanOrEqual(1.5);
      }
      for (const door of model.doors) expect(insideBox(door.hinge, box)).toBe(true);
      for (const o of model.openings) {
        expect(insideBox(o.from, box) && insideBox(o.to, box)).toBe(true);
      }
    },
  );

  it.each(plans.map((p) => [p.unit.code, p] as const))(
    "%s: rooms fill the outline without overlapping",
    (_code, { model }) => {
      const rooms = model.rooms.reduce((sum, room) => sum + polygonArea(room.polygon), 0);
      expect(rooms).toBeCloseTo(polygonArea(model.outline), 1);
    },
  );

  it.each(plans.map((p) => [p.unit.code, p] as const))(
    "%s: as many bedrooms and bathrooms as the specification, one front door",
    (_code, { unit, model }) => {
      const count = (...kinds: string[]) =>
        model.rooms.filter((r) => kinds.includes(r.kind)).length;
      // A dual-key's studio counts as a bedroom, as the sales material does.
      expect(count("bedroom", "master") + (unit.category === "dualKey" ? 1 : 0)).toBe(
        unit.bedrooms,
      );
      expect(count("bathroom", "ensuite")).toBe(unit.bathrooms);
      expect(count("balcony") > 0).toBe(unit.plan.balcony);
      expect(model.doors.filter((d) => d.main)).toHaveLength(1);
    },
  );

  it("draws a dual-key unit as a suite and a studio sharing a foyer", () => {
    const d5 = plans.find((p) => p.unit.code === "D5")?.model;
    expect(d5?.rooms.filter((r) => r.kind === "foyer")).toHaveLength(1);
    expect(d5?.zones.map((z) => z.zone).sort()).toEqual(["studio", "suite"]);
    expect(d5?.rooms.filter((r) => r.zone === "studio").map((r) => r.kind)).toContain("studio");
  });

  it("points north down the drawing for units whose windows face south", () => {
    const north = plans.find((p) => p.unit.placement.facing === "north");
    const south = plans.find((p) => p.unit.placement.facing === "south");
    expect(north?.model.northAngle).toBe(0);
    expect(south?.model.northAngle).toBe(180);
  });
});

describe("floor plan renderer", () => {
  it("labels rooms, the note and the title in the requested language", () => {
    const zh = render("C1A", "zh");
    expect(zh).toContain("主卧");
    expect(zh).toContain("艺术构想图");
    expect(zh).toContain("C1A 户型平面图");
    expect(zh).not.toContain("Master bedroom");
    const ms = render("D5", "ms");
    expect(ms).toContain("Kunci 2 · Studio");
    expect(ms).toContain("Gambaran artis");
  });

  it("draws doors with swing arcs, windows, a scale bar and a north arrow", () => {
    const svg = render("B2", "en");
    expect(svg.match(/class="fp-swing"/g)?.length).toBe(
      plans.find((p) => p.unit.code === "B2")?.model.doors.length,
    );
    expect(svg).toContain('class="fp-glass"');
    // Each class of undashed stroke is one path: the layout list draws 22 of these plans.
    expect(svg.match(/class="fp-gap"/g)).toHaveLength(1);
    expect(svg).toContain("3 m");
    expect(svg).toMatch(/<circle[^>]+fp-line/);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<desc id="t-desc">[^<]*Bedroom 3\.1 × 4\.6 m/);
  });

  it("themes through CSS variables, with no fixed colours outside their fallbacks", () => {
    const svg = render("A1", "en").replace(/var\(--[a-z-]+,#[0-9a-f]+\)/g, "");
    expect(svg).not.toMatch(/#[0-9a-f]{3,6}\b/i);
  });

  it("escapes labels, so content cannot break the markup", () => {
    const labels = { ...planLabels.en, rooms: { ...planLabels.en.rooms, kitchen: "<b>&" } };
    const model = plans.find((p) => p.unit.code === "B1")?.model;
    if (!model) throw new Error("B1");
    const svg = renderFloorPlan(model, { labels, code: "B1", id: "x" });
    expect(svg).toContain("&lt;b&gt;&amp;");
  });

  it("draws a compact plan without words for lists, hidden from screen readers", () => {
    const svg = render("D9", "en", true);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).not.toContain("<text");
  });
});
