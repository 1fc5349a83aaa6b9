export const colorPresets = [
  "default",
  "preset01",
  "preset02",
  "preset03",
  "preset04",
  "preset05",
] as const;
export type ColorPreset = (typeof colorPresets)[number];
export type ThemeMode = "light" | "dark";

export interface Surface {
  bg: string;
  surface: string;
  fg: string;
  muted: string;
  line: string;
}

/** Page colours per mode. Navy is the brand's dark (menu drawer, dark mode). */
export const surfaces: Record<ThemeMode, Surface> = {
  light: { bg: "#FBF8F3", surface: "#FFFFFF", fg: "#1A1F2B", muted: "#575E6C", line: "#E4DDD0" },
  dark: { bg: "#0A1322", surface: "#111D33", fg: "#EEF1F6", muted: "#AEB7C7", line: "#24324C" },
};

export interface Accent {
  /** Fill of buttons and highlights. */
  fill: string;
  /** Text on the fill. */
  onFill: string;
  /** The accent used as text or icon colour on the page, per mode. */
  text: Record<ThemeMode, string>;
}

/** Gold/beige is the brand default; the others are the old site's five alternatives. */
export const accents: Record<ColorPreset, Accent> = {
  default: { fill: "#C8A96A", onFill: "#0B1B34", text: { light: "#7A5A1E", dark: "#D9BE86" } },
  preset01: { fill: "#2BB3A3", onFill: "#0B1B34", text: { light: "#0B6B60", dark: "#5FD3C4" } },
  preset02: { fill: "#5AA2E3", onFill: "#0B1B34", text: { light: "#1D5C9B", dark: "#8CC2F2" } },
  preset03: { fill: "#B990DA", onFill: "#0B1B34", text: { light: "#6A3A94", dark: "#CFB0EA" } },
  preset04: { fill: "#E38E63", onFill: "#0B1B34", text: { light: "#9E431B", dark: "#F0AE8C" } },
  preset05: { fill: "#E88FAA", onFill: "#0B1B34", text: { light: "#A3304F", dark: "#F2B1C4" } },
};

export const navy = "#0B1B34";
