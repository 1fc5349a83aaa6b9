import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { unitTypes } from "@/content/units/unit-types";
import { planImagePath, planMarkup, planOverride } from "./plans";

// A code no real type uses, so a failed run can never replace a real plan.
const file = path.join(process.cwd(), "content", "units", "plans", "Z9.webp");

describe("plan images dropped into content/units/plans", () => {
  afterEach(() => rmSync(file, { force: true }));

  it("serve the generated plan per language when there is none", () => {
    expect(planOverride("Z9")).toBeNull();
    expect(planImagePath("C1A", "en")).toBe("/plans/C1A.svg");
    expect(planImagePath("C1A", "zh")).toBe("/plans/C1A.zh.svg");
  });

  it("replace the generated plan, in every language, when present", () => {
    writeFileSync(file, "");
    expect(planOverride("Z9")).toMatchObject({ ext: "webp", file });
    expect(planImagePath("Z9", "ms")).toBe("/plans/Z9.webp");
  });
});

describe("plans drawn at their legible width", () => {
  it.each(["en", "zh", "ms"] as const)(
    "print every word of every %s plan at 11 CSS px or more",
    (locale) => {
      for (const unit of unitTypes) {
        const { svg, maxWidth } = planMarkup(unit, locale, { id: "t" });
        const viewWidth = Number(/viewBox="\S+ \S+ (\S+) /.exec(svg)?.[1]);
        const pxPerUnit = maxWidth / viewWidth;
        const sizes = [...svg.matchAll(/<text[^>]* font-size="([\d.]+)"/g)].map(([, size]) =>
          Number(size),
        );
        expect(sizes.length, unit.code).toBeGreaterThan(5);
        expect(Math.min(...sizes) * pxPerUnit, unit.code).toBeGreaterThanOrEqual(11);
      }
    },
  );
});
