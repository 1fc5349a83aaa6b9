import { describe, expect, it } from "vitest";
import { defaultSettings, parseSettings } from "./settings";

describe("parseSettings", () => {
  it("keeps a returning visitor's stored choice in the old site's shape", () => {
    const stored = JSON.stringify({
      themeMode: "dark",
      themeDirection: "rtl",
      themeColorPresets: "preset03",
    });
    expect(parseSettings(stored)).toEqual({
      themeMode: "dark",
      themeDirection: "rtl",
      themeColorPresets: "preset03",
    });
  });

  it("falls back to light, ltr and the gold default when nothing is stored", () => {
    expect(parseSettings(null)).toEqual(defaultSettings);
    expect(defaultSettings).toEqual({
      themeMode: "light",
      themeDirection: "ltr",
      themeColorPresets: "default",
    });
  });

  it("replaces unknown or corrupt values field by field", () => {
    expect(parseSettings("{not json")).toEqual(defaultSettings);
    expect(parseSettings('"a string"')).toEqual(defaultSettings);
    expect(
      parseSettings(
        JSON.stringify({ themeMode: "dark", themeColorPresets: "preset99", themeDirection: 3 }),
      ),
    ).toEqual({
      ...defaultSettings,
      themeMode: "dark",
    });
  });
});
