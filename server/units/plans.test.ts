import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { planImagePath, planOverride } from "./plans";

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
