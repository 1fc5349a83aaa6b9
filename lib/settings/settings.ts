import { colorPresets, type ColorPreset, type ThemeMode } from "../theme/palette";

/** Shape kept in localStorage under `settings`, the same as the old site's so returning visitors keep it. */
export interface Settings {
  themeMode: ThemeMode;
  themeDirection: "ltr" | "rtl";
  themeColorPresets: ColorPreset;
}

export const SETTINGS_KEY = "settings";

export const defaultSettings: Settings = {
  themeMode: "light",
  themeDirection: "ltr",
  themeColorPresets: "default",
};

const pick = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads whatever is stored (possibly from the old site, possibly garbage) into valid settings. */
export function parseSettings(raw: string | null): Settings {
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object") value = parsed as Record<string, unknown>;
  } catch {
    // Corrupt storage falls back to defaults rather than breaking the page.
  }
  return {
    themeMode: pick(value.themeMode, ["light", "dark"], defaultSettings.themeMode),
    themeDirection: pick(value.themeDirection, ["ltr", "rtl"], defaultSettings.themeDirection),
    themeColorPresets: pick(
      value.themeColorPresets,
      colorPresets,
      defaultSettings.themeColorPresets,
    ),
  };
}

/** Puts the settings on <html>, where the theme CSS reads them. */
export function applySettings(root: HTMLElement, settings: Settings): void {
  root.dataset.themeMode = settings.themeMode;
  root.dataset.preset = settings.themeColorPresets;
  root.dir = settings.themeDirection;
}
