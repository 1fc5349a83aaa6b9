import { describe, expect, it } from "vitest";
import { contrastRatio } from "@/lib/theme/contrast";
import { surfaces } from "@/lib/theme/palette";
import { channelColors } from "./channel-colors";

describe("chart colours", () => {
  it("keep AA contrast against the light surface and page background", () => {
    for (const colour of Object.values(channelColors)) {
      expect(contrastRatio(colour, surfaces.light.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, surfaces.light.bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("are all different", () => {
    const colours = Object.values(channelColors);
    expect(new Set(colours).size).toBe(colours.length);
  });
});
