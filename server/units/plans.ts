import "server-only";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "next-intl";
import sharp from "sharp";
import { planLabels } from "@/content/units/plan-labels";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { buildFloorPlan, renderFloorPlan } from "@/lib/floor-plan";

const plansDir = path.join(process.cwd(), "content", "units", "plans");
const overrideExtensions = ["svg", "webp", "png", "jpg"] as const;
type OverrideExtension = (typeof overrideExtensions)[number];

export const contentTypes: Record<OverrideExtension, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};

/**
 * A plan drawing or photograph dropped into content/units/plans/ (C1A.webp, D5.svg…) replaces the
 * generated plan of that type, in every language, without a code change.
 */
export function planOverride(code: string): { file: string; ext: OverrideExtension } | null {
  for (const ext of overrideExtensions) {
    const file = path.join(plansDir, `${code}.${ext}`);
    if (existsSync(file)) return { file, ext };
  }
  return null;
}

export async function overrideSize(file: string) {
  const { width = 1600, height = 1200 } = await sharp(file).metadata();
  return { width, height };
}

export function readOverride(file: string): Promise<Buffer> {
  return readFile(file);
}

/** Where the plan of a type is served as a file: for search engines, sharing and comparison. */
export function planImagePath(code: string, locale: Locale): string {
  const override = planOverride(code);
  if (override) return `/plans/${code}.${override.ext}`;
  return locale === "en" ? `/plans/${code}.svg` : `/plans/${code}.${locale}.svg`;
}

/**
 * On-screen size of one metre of plan, so labels read the same size whatever the unit's width:
 * the smallest words (0.2 m: the note, the scale bar) are 11.6 px. The plan viewer never draws a
 * plan narrower than this at 100%, so a wide plan on a phone opens legible and pans.
 */
const PX_PER_METRE = 58;

/** The plan's markup and the widest it should be drawn, for a page to place it. */
export function planMarkup(
  unit: UnitTypeDetails,
  locale: Locale,
  options: { id: string; compact?: boolean; embedStyles?: boolean },
): { svg: string; maxWidth: number; height: number } {
  const svg = planSvg(unit, locale, options);
  const [, width = "10", height = "10"] = /viewBox="[^ ]+ [^ ]+ ([^ ]+) ([^"]+)"/.exec(svg) ?? [];
  return {
    svg,
    maxWidth: Math.round(Number(width) * PX_PER_METRE),
    height: Math.round(Number(height) * PX_PER_METRE),
  };
}

/** The generated plan of a type as SVG markup, labelled in one language. */
export function planSvg(
  unit: UnitTypeDetails,
  locale: Locale,
  options: { id: string; compact?: boolean; embedStyles?: boolean },
): string {
  return renderFloorPlan(buildFloorPlan(unit), {
    labels: planLabels[locale],
    code: unit.code,
    ...options,
  });
}
