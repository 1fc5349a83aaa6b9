import type { Point } from "../model";
import { pathOf } from "./svg";

/** One stroke or fill of the plan's body, as path data and the class that paints it. */
export interface Shape {
  d: string;
  className: string;
  /**
   * Dashed strokes stay one element each: a dash pattern runs along a whole path, so joining two
   * would shift where the second one's dashes fall.
   */
  dashed?: boolean;
}

export const segment = (from: Point, to: Point, className: string): Shape => ({
  d: pathOf([from, to], false),
  className,
});

/**
 * The shapes as SVG, every shape of a class joined into one path where that class first appears.
 * The 22 plans of the layout list drew some 400 elements; joined they are a few dozen, and the
 * markup (sent once in the HTML and again in the page's data) is half as long. The order of paint
 * changes only between shapes that do not overlap: rooms tile the outline, and each opening's
 * strokes sit on its own stretch of wall.
 */
export function shapesMarkup(shapes: Shape[]): string {
  const groups: Shape[] = [];
  const byClass = new Map<string, Shape>();
  for (const shape of shapes) {
    const group = shape.dashed ? undefined : byClass.get(shape.className);
    if (group) {
      group.d += shape.d;
      continue;
    }
    const copy = { ...shape };
    groups.push(copy);
    if (!shape.dashed) byClass.set(shape.className, copy);
  }
  return groups.map(({ d, className }) => `<path d="${d}" class="${className}"/>`).join("");
}
