import type { Locator, Page } from "@playwright/test";

/** Helpers for the floor-plan specs: what a reader sees, measured in the rendered page. */

type Settings = { themeMode?: "light" | "dark"; themeDirection?: "ltr" | "rtl"; preset?: string };

/** Stores the settings drawer's choice before the page loads, as a returning visitor has it. */
export async function useSettings(
  page: Page,
  { themeMode = "light", themeDirection = "ltr", preset = "default" }: Settings,
) {
  await page.addInitScript(
    (settings) => localStorage.setItem("settings", JSON.stringify(settings)),
    { themeMode, themeDirection, themeColorPresets: preset },
  );
}

/** The smallest word of the plan, in CSS pixels: each text's font size times the SVG's scale. */
export function smallestPlanWord(page: Page): Promise<number> {
  return page.locator("svg.fp[role=img]").evaluate((svg) => {
    const scale = (svg as SVGSVGElement).getScreenCTM()?.a ?? 0;
    const sizes = [...svg.querySelectorAll("text")].map(
      (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
    );
    return Math.min(...sizes);
  });
}

/** How far the centre of the key plan's current unit is from the centre of its frame, in px. */
export function currentUnitOffCentre(page: Page): Promise<number> {
  return page.getByTestId("key-plan-frame").evaluate((frame) => {
    const unit = frame.querySelector("[aria-current=page]");
    if (!unit) throw new Error("no current unit on the key plan");
    const a = frame.getBoundingClientRect();
    const b = unit.getBoundingClientRect();
    return Math.abs(b.left + b.width / 2 - (a.left + a.width / 2));
  });
}

/** WCAG contrast of the current unit's code against its fill, from the computed SVG colours. */
export function currentUnitContrast(page: Page): Promise<number> {
  return page.locator("svg.kp .kp-current").evaluate((unit) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fill = getComputedStyle(unit.querySelector("rect") as Element).fill;
    const text = getComputedStyle(unit.querySelector("text") as Element).fill;
    const [hi, lo] = [luminance(fill), luminance(text)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  });
}

/**
 * Where two substrings of an element's text are drawn: true when `first` is left of `second`,
 * as a range must read ("388–1,281", never "1,281–388"), whatever the page's direction.
 */
export function drawnInOrder(element: Locator, first: string, second: string) {
  return element.evaluate(
    (element, [a, b]) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const left = (needle: string) => {
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf(needle) ?? -1;
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          walker.currentNode = element;
          return range.getBoundingClientRect().left;
        }
        throw new Error(`"${needle}" not found`);
      };
      return left(a) < left(b);
    },
    [first, second] as const,
  );
}

/** The note's box lies inside the plan's: nothing of it is cut off at the plan's edge. */
export function noteInsidePlan(page: Page): Promise<boolean> {
  return page.locator("svg.fp[role=img]").evaluate((svg) => {
    const plan = svg.getBoundingClientRect();
    return [...svg.querySelectorAll("text.fp-note")].every((note) => {
      const box = note.getBoundingClientRect();
      return box.width > 0 && box.left >= plan.left - 0.5 && box.right <= plan.right + 0.5;
    });
  });
}
