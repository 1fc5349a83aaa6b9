import { accents, colorPresets, surfaces, type Surface, type ThemeMode } from "./palette";

const surfaceVars = (s: Surface) =>
  `--bg:${s.bg};--surface:${s.surface};--fg:${s.fg};--muted:${s.muted};--line:${s.line};`;

const modeSelector: Record<ThemeMode, string> = {
  light: ":root",
  dark: ":root[data-theme-mode=dark]",
};

/**
 * The CSS custom properties behind every colour utility, generated from the palette so that the
 * contrast test and the browser read the same numbers.
 */
export function themeCss(): string {
  const rules = (["light", "dark"] as const).map(
    (mode) => `${modeSelector[mode]}{${surfaceVars(surfaces[mode])}color-scheme:${mode};}`,
  );
  for (const preset of colorPresets) {
    const a = accents[preset];
    const base = preset === "default" ? ":root" : `:root[data-preset=${preset}]`;
    rules.push(
      `${base}{--accent:${a.fill};--on-accent:${a.onFill};--accent-text:${a.text.light};}`,
    );
    const dark =
      preset === "default"
        ? ":root[data-theme-mode=dark]"
        : `:root[data-theme-mode=dark][data-preset=${preset}]`;
    rules.push(`${dark}{--accent-text:${a.text.dark};}`);
  }
  return rules.join("");
}
