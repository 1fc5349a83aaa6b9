import type { FloorPlanModel, PlanLabels } from "../model";
import { fitLabel } from "./text-fit";
import { line, n, text } from "./svg";

const DIM_OFFSET = 0.55;

/** Overall width above the plan and depth beside it, with end ticks. */
export function renderDimensions({ width, depth }: FloorPlanModel, labels: PlanLabels): string {
  const tick = (x: number, y: number) => line([x - 0.1, y + 0.1], [x + 0.1, y - 0.1], "fp-line");
  const y = -DIM_OFFSET;
  const x = -DIM_OFFSET;
  return [
    line([0, y], [width, y], "fp-line"),
    tick(0, y),
    tick(width, y),
    text(width / 2, y - 0.12, `${width.toFixed(1)} ${labels.metres}`, "fp-dim", ' font-size=".24"'),
    line([x, 0], [x, depth], "fp-line"),
    tick(x, 0),
    tick(x, depth),
    text(
      x - 0.12,
      depth / 2,
      `${depth.toFixed(1)} ${labels.metres}`,
      "fp-dim",
      ` font-size=".24" transform="rotate(-90 ${n(x - 0.12)} ${n(depth / 2)})"`,
    ),
  ].join("");
}

/** Front door markers, the keys of a dual-key unit, and the corridor, below the plan. */
export function renderCorridorSide(model: FloorPlanModel, labels: PlanLabels): string {
  const { depth } = model;
  const parts: string[] = [];
  for (const door of model.doors.filter((d) => d.main)) {
    const mid = door.hinge[0] + (door.along[0] * door.width) / 2;
    parts.push(
      `<path d="M${n(mid)} ${n(depth + 0.2)}l.16 .3h-.32Z" class="fp-mark"/>`,
      text(mid, depth + 0.8, labels.entrance, "fp-dim fp-mark", ' font-size=".22"'),
    );
  }
  for (const { zone, from, to } of model.zones) {
    const y = depth + 1.15;
    parts.push(
      `<path d="M${n(from + 0.1)} ${n(y - 0.12)}V${n(y)}H${n(to - 0.1)}V${n(y - 0.12)}" class="fp-line"/>`,
      text((from + to) / 2, y + 0.36, labels.zones[zone], "fp-label", ' font-size=".26"'),
    );
  }
  if (!model.zones.length) {
    parts.push(text(0, depth + 1.5, labels.corridor, "fp-note", ' font-size=".22"'));
  }
  return parts.join("");
}

/** Scale bar of three metres, the north arrow and the artist's impression note. */
export function renderLegend(model: FloorPlanModel, labels: PlanLabels, top: number) {
  const { width, northAngle } = model;
  const bars = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${i}" y="${n(top)}" width="1" height=".12" class="${i % 2 ? "fp-bar-alt" : "fp-bar"}"/>`,
    )
    .join("");
  const ticks = [0, 1, 2, 3]
    .map((i) =>
      text(i, top + 0.38, i === 3 ? `3 ${labels.metres}` : String(i), "fp-dim", ' font-size=".2"'),
    )
    .join("");
  const cx = width - 0.35;
  const cy = top + 0.05;
  const rad = (northAngle * Math.PI) / 180;
  const north = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r=".3" class="fp-line"/>`,
    `<path d="M${n(cx)} ${n(cy - 0.26)}l.12 .42-.12-.08-.12.08Z" class="fp-bar" transform="rotate(${northAngle} ${n(cx)} ${n(cy)})"/>`,
    text(
      cx + Math.sin(rad) * 0.52,
      cy - Math.cos(rad) * 0.52 + 0.08,
      labels.north,
      "fp-label",
      ' font-size=".22"',
    ),
  ].join("");
  const note = fitLabel(labels.note, width + 0.8, 0.2, 0.2);
  const noteTop = top + 0.95;
  const noteText = note.lines
    .map((l, i) => text(0, noteTop + i * 0.3, l, "fp-note", ' font-size=".2"'))
    .join("");
  return {
    markup: bars + ticks + north + noteText,
    bottom: noteTop + (note.lines.length - 1) * 0.3 + 0.2,
  };
}
