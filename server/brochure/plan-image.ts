import "server-only";
import path from "node:path";
import sharp from "sharp";
import type { Locale } from "next-intl";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { planStyles } from "@/lib/floor-plan";
import { planOverride, planSvg } from "@/server/units/plans";
import { brochureImage, type PdfImageSource } from "./images";

/** `color-mix(in srgb, #c8a96a 14%, #fff)` worked out, for rasterisers that do not know it. */
function mix(first: string, percent: number, second: string): string {
  const rgb = (hex: string) => {
    const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : hex.slice(1);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  };
  const a = rgb(first);
  const b = rgb(second);
  const channel = (i: number) =>
    Math.round(((a[i] ?? 0) * percent + (b[i] ?? 0) * (100 - percent)) / 100);
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The plan's styles with the site's theme variables replaced by their light-theme fallbacks and
 * colour mixes computed: librsvg (behind sharp) understands neither.
 */
export const printPlanStyles = planStyles
  .replace(/var\(--[a-z-]+,([^()]+)\)/g, "$1")
  .replace(
    /color-mix\(in srgb,(#[0-9a-f]+) (\d+)%,(#[0-9a-f]+)\)/gi,
    (_, first: string, percent: string, second: string) => mix(first, Number(percent), second),
  );

const cache = new Map<string, Promise<PdfImageSource>>();

/**
 * A small plan of a type for print: the site's compact drawing (walls, doors, windows, no words,
 * so no font is needed to draw it) rasterised at print density, or the plan file dropped into
 * content/units/plans/ for that type.
 */
export function brochurePlanImage(
  unit: UnitTypeDetails,
  locale: Locale,
  box: { width: number; height: number },
): Promise<PdfImageSource> {
  const override = planOverride(unit.code);
  if (override) {
    const file = path.relative(path.join(process.cwd(), "content"), override.file);
    return brochureImage({ file, ...box, format: "png" });
  }
  const key = `${unit.code}@${box.width}x${box.height}`;
  let image = cache.get(key);
  if (!image) {
    const svg = planSvg(unit, locale, {
      id: `plan-${unit.code}`,
      compact: true,
      embedStyles: false,
    }).replace(/(<svg[^>]*>)/, `$1<style>${printPlanStyles}</style>`);
    image = sharp(Buffer.from(svg), { density: 600 })
      .resize({ ...box, fit: "contain", background: "#ffffff" })
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
      .then((data) => ({ data, format: "png" as const }));
    cache.set(key, image);
  }
  return image;
}
