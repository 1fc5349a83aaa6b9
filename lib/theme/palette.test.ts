import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { accents, colorPresets, navy, surfaces } from "./palette";

const AA_TEXT = 4.5;
const modes = ["light", "dark"] as const;

describe("colour palette meets WCAG 2.2 AA", () => {
  it.each(modes)("body and muted text are readable in %s mode", (mode) => {
    const s = surfaces[mode];
    for (const background of [s.bg, s.surface]) {
      expect(contrastRatio(s.fg, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(s.muted, background)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(colorPresets.flatMap((preset) => modes.map((mode) => [preset, mode] as const)))(
    "accent text of %s is readable in %s mode",
    (preset, mode) => {
      const s = surfaces[mode];
      expect(contrastRatio(accents[preset].text[mode], s.bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(accents[preset].text[mode], s.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it.each(colorPresets)("text on the %s accent fill is readable", (preset) => {
    expect(contrastRatio(accents[preset].onFill, accents[preset].fill)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it.each(colorPresets)("the %s accent text is readable on the navy menu drawer", (preset) => {
    expect(contrastRatio(accents[preset].text.dark, navy)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("white text is readable on the navy menu drawer", () => {
    expect(contrastRatio("#FFFFFF", navy)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
