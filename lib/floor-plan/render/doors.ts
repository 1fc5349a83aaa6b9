import type { Door, Opening, Point } from "../model";
import { n } from "./svg";
import { segment, type Shape } from "./shapes";

const add = ([x, y]: Point, [dx, dy]: Point, k: number): Point => [x + dx * k, y + dy * k];

/** The wall is cut, the leaf drawn open at 90° and its path shown as a dashed quarter arc. */
export function doorShapes(door: Door): Shape[] {
  const { hinge, along, swing, width } = door;
  const closedEnd = add(hinge, along, width);
  const openEnd = add(hinge, swing, width);
  // Turning from `along` to `swing` clockwise on screen (y points down) is SVG's sweep flag 1.
  const sweep = along[0] * swing[1] - along[1] * swing[0] > 0 ? 1 : 0;
  const arc = `M${n(closedEnd[0])} ${n(closedEnd[1])}A${n(width)} ${n(width)} 0 0 ${sweep} ${n(openEnd[0])} ${n(openEnd[1])}`;
  return [
    segment(hinge, closedEnd, "fp-gap"),
    segment(hinge, openEnd, door.main ? "fp-leaf fp-main" : "fp-leaf"),
    { d: arc, className: "fp-swing", dashed: true },
  ];
}

export function openingShapes({ from, to, kind }: Opening): Shape[] {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  // Unit normal to the wall, to draw the two panes of glass either side of its centre line.
  const normal: Point = [-dy / length, dx / length];
  const offset = (p: Point, k: number) => add(p, normal, k);
  switch (kind) {
    case "window":
    case "sliding":
      return [
        segment(from, to, "fp-gap"),
        segment(offset(from, 0.07), offset(to, 0.07), "fp-glass"),
        segment(offset(from, -0.07), offset(to, -0.07), "fp-glass"),
        ...(kind === "sliding" ? [segment(from, to, "fp-glass")] : []),
      ];
    case "railing":
      return [segment(from, to, "fp-rail-gap"), segment(from, to, "fp-rail")];
    case "open":
      return [segment(from, to, "fp-gap"), { ...segment(from, to, "fp-open"), dashed: true }];
  }
}
