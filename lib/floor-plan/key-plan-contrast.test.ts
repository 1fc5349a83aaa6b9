import { describe, expect, it } from "vitest";
import { contrastRatio } from "../theme/contrast";
import { colorPresets, type ThemeMode } from "../theme/palette";
import { themeCss } from "../theme/theme-css";
import { keyPlanStyles, renderKeyPlan } from "./key-plan";

/**
 * The key plan's colours as a browser resolves them: custom properties from the theme CSS the
 * page carries (lib/theme/theme-css.ts) for each mode and preset, then the key plan's own rules.
 */
const AA_TEXT = 4.5;

type Vars = Record<string, string>;

/** The theme's custom properties on <html> for one mode and preset, by selector specificity. */
function themeVars(mode: ThemeMode, preset: string): Vars {
  const attributes = new Set([`data-theme-mode=${mode}`, `data-preset=${preset}`]);
  const rules = [...themeCss().matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector = "", body]) => ({
    attrs: [...selector.matchAll(/\[([^\]]+)\]/g)].map(([, attr]) => attr ?? ""),
    body: body ?? "",
  }));
  const vars: Vars = {};
  rules
    .filter((rule) => rule.attrs.every((attr) => attributes.has(attr)))
    .map((rule, order) => ({ ...rule, order }))
    .sort((a, b) => a.attrs.length - b.attrs.length || a.order - b.order)
    .forEach((rule) => {
      for (const [, name = "", value = ""] of rule.body.matchAll(/(--[\w-]+):([^;]+)/g)) {
        vars[name] = value.trim();
      }
    });
  return vars;
}

const hex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
const channels = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/** Resolves var(--x, fallback) and color-mix(in srgb, A p%, B) to #rrggbb. */
function resolve(value: string, vars: Vars): string {
  const v = value.trim();
  const variable = /^var\((--[\w-]+)(?:,(.*))?\)$/.exec(v);
  if (variable) {
    const [, name = "", fallback] = variable;
    const found = vars[name] ?? fallback;
    if (found === undefined) throw new Error(`${name} is not set`);
    return resolve(found, vars);
  }
  const mix = /^color-mix\(in srgb,\s*(.+?)\s+(\d+)%,\s*(.+)\)$/.exec(v);
  if (mix) {
    const [, a = "", percent = "0", b = ""] = mix;
    const [ca, cb] = [channels(resolve(a, vars)), channels(resolve(b, vars))];
    const p = Number(percent) / 100;
    return hex(ca.map((c, i) => c * p + (cb[i] ?? 0) * (1 - p)));
  }
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  throw new Error(`cannot resolve ${v}`);
}

/** The `fill` a rule of the key plan's styles gives elements matching `selector`. */
function fillOf(selector: string): string {
  const rule = [...keyPlanStyles.matchAll(/([^{}]+)\{([^}]*)\}/g)].find(([, selectors = ""]) =>
    selectors.split(",").includes(selector),
  );
  const fill = /(?:^|;)fill:([^;]+)/.exec(rule?.[2] ?? "")?.[1];
  if (!fill) throw new Error(`no fill for ${selector}`);
  return fill;
}

const svg = renderKeyPlan({
  wings: [
    [
      [{ code: "B1", width: 6, letter: "B", href: "/layout/B1", name: "B1" }],
      [{ code: "D5", width: 9, letter: "D", href: "/layout/D5", name: "D5" }],
    ],
  ],
  labels: {
    title: "Key plan",
    lifts: "Lifts",
    courtyard: "Garden",
    corridor: "Corridor",
    north: "N",
  },
  current: "D5",
});
const cases = colorPresets.flatMap((preset) =>
  (["light", "dark"] as const).map((mode) => [preset, mode] as const),
);

describe("key plan labels are readable in every mode and colour preset", () => {
  it("draws each unit's tint as a variable, so the stylesheet decides the fill", () => {
    // An inline `fill` would beat `.kp-current rect` and leave the current unit tinted.
    expect(svg).not.toMatch(/<rect[^>]*style="[^"]*(?:^|[;"])fill:/);
    expect(svg).toMatch(/<rect[^>]*style="--kp-tint:color-mix\(/);
  });

  it.each(cases)("the current unit's label in %s, %s mode", (preset, mode) => {
    const vars = themeVars(mode, preset);
    const fill = resolve(fillOf(".kp-current rect"), vars);
    const label = resolve(fillOf(".kp-current text"), vars);
    expect(contrastRatio(label, fill)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(cases)("every other unit's label in %s, %s mode", (preset, mode) => {
    const vars = themeVars(mode, preset);
    for (const [, tint = ""] of svg.matchAll(/--kp-tint:([^"]+)"/g)) {
      const fill = resolve(tint, vars);
      const label = resolve("var(--fg)", vars);
      expect(contrastRatio(label, fill)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
