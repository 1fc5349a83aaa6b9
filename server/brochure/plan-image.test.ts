import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { unitTypes } from "@/content/units/unit-types";
import { brochurePlanImage, printPlanStyles } from "./plan-image";

describe("floor plans for print", () => {
  it("resolves the theme variables and colour mixes librsvg cannot read", () => {
    expect(printPlanStyles).not.toMatch(/var\(|color-mix/);
    // The wet rooms' tint: 14 % gold on white.
    expect(printPlanStyles).toContain(".fp-wet{fill:#f7f3ea}");
  });

  it("draws every type as a PNG of the requested size with ink on it", async () => {
    for (const unit of unitTypes) {
      const { data, format } = await brochurePlanImage(unit, "zh", { width: 330, height: 258 });
      expect(format).toBe("png");
      const image = sharp(data);
      expect(await image.metadata()).toMatchObject({ width: 330, height: 258 });
      // Walls are dark: the darkest pixel is near black, not a blank white tile.
      const { channels } = await image.stats();
      expect(channels[0]?.min ?? 255, unit.code).toBeLessThan(80);
    }
  });
});
