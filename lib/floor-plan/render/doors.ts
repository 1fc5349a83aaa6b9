import type { Door, Opening, Point } from "../model";
import { line, n } from "./svg";

const add = ([x, y]: Point, [dx, dy]: Point, k: number): Point => [x + dx * k, y + dy * k];

/** The wall is cut, the leaf drawn open at 90° and its path shown as a dashed quarter arc. */
export function renderDoor(door: Door): string {
  const { hinge, along, swing, width } = door;
  const closedEnd = add(hinge, along, width);
  const openEnd = add(hinge, swing, width);
  // Turning from `along` to `swing` clockwise on screen (y points down) is SVG's sweep flag 1.
  const sweep = along[0] * swing[1] - along[1] * swing[0] > 0 ? 1 : 0;
  const arc = `<path d="M${n(closedEnd[0])} ${n(closedEnd[1])}A${n(width)} ${n(width)} 0 0 ${sweep} ${n(openEnd[0])} ${n(openEnd[1])}" class="fp-swing"/>`;
  return [
    line(hinge, closedEnd, "fp-gap"),
    line(hinge, openEnd, door.main ? "fp-leaf fp-main" : "fp-leaf"),
    arc,
  ].join("");
}

export function renderOpening({ from, to, kind }: Opening): string {
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
        line(from, to, "fp-gap"),
        line(offset(from, 0.07), offset(to, 0.07), "fp-glass"),
        line(offset(from, -0.07), offset(to, -0.07), "fp-glass"),
        kind === "sliding" ? line(from, to, "fp-glass") : "",
      ].join("");
    case "railing":
      return line(from, to, "fp-rail-gap") + line(from, to, "fp-rail");
    case "open":
      return line(from, to, "fp-gap") + line(from, to, "fp-open");
  }
}
