import type { Locale } from "next-intl";
import { toSquareMetres } from "@/content/units/area";
import type { Range } from "./headline-facts";

/** A figure as the copy of that language writes it (1,281). */
export function formatFigure(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A range with an en dash, or the single figure when both ends agree (388–1,281; 7). */
export function formatRange(locale: Locale, { min, max }: Range): string {
  return min === max
    ? formatFigure(locale, min)
    : `${formatFigure(locale, min)}–${formatFigure(locale, max)}`;
}

/** Values for the Concept.bedrooms message: one count ("2 bedrooms") or a range ("2–3 bedrooms"). */
export function bedroomValues({ min, max }: Range): {
  span: "one" | "range";
  min: number;
  max: number;
} {
  return { span: min === max ? "one" : "range", min, max };
}

/** Values for the Concept.sizeRange message: square feet, with square metres beside them. */
export function sizeRangeValues({ min, max }: Range): {
  min: number;
  max: number;
  minM2: number;
  maxM2: number;
} {
  return { min, max, minM2: toSquareMetres(min), maxM2: toSquareMetres(max) };
}
