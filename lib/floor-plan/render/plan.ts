import { boundingBox, centre } from "../geometry";
import type { FloorPlanModel, PlanLabels, Room } from "../model";
import { renderCorridorSide, renderDimensions, renderLegend } from "./annotations";
import { doorShapes, openingShapes } from "./doors";
import { shapesMarkup, type Shape } from "./shapes";
import { planStyles } from "./styles";
import { fitLabel } from "./text-fit";
import { esc, n, pathOf, text } from "./svg";

export interface RenderOptions {
  labels: PlanLabels;
  code: string;
  /** Prefix for ids inside the SVG, unique on the page. */
  id: string;
  /** A small picture without words, margins or legend (list cards); hidden from screen readers. */
  compact?: boolean;
  /**
   * Carry the styles inside the SVG (a plan served as a file). Pages leave them out and add
   * `planStyles` once, instead of once per plan.
   */
  embedStyles?: boolean;
}

const fillClass: Record<Room["kind"], string> = {
  living: "fp-room",
  studio: "fp-room",
  master: "fp-room",
  bedroom: "fp-room",
  kitchen: "fp-room",
  kitchenette: "fp-room",
  bathroom: "fp-wet",
  ensuite: "fp-wet",
  balcony: "fp-outdoor",
  foyer: "fp-shared",
};

/** Width × depth of a room as shown on a plan, in metres to one decimal. */
export function roomDimensions(room: Room): string {
  const { width, height } = boundingBox(room.polygon);
  return `${width.toFixed(1)} × ${height.toFixed(1)}`;
}

function roomLabel(room: Room, labels: PlanLabels): string {
  const box = boundingBox(room.polygon);
  const [cx, cy] = centre(room.polygon);
  const name = fitLabel(labels.rooms[room.kind], box.width - 0.25, 0.32, 0.2);
  const dims = `${roomDimensions(room)} ${labels.metres}`;
  const lineHeight = name.fontSize * 1.2;
  const blockHeight = name.lines.length * lineHeight + 0.26;
  // Bathrooms are small and their doors swing in near the top: their words sit at the bottom.
  const wet = room.kind === "bathroom" || room.kind === "ensuite";
  const middle = wet ? box.minY + box.height - 0.15 - blockHeight / 2 : cy;
  const firstBaseline = middle - blockHeight / 2 + name.fontSize * 0.9;
  const nameLines = name.lines
    .map((l, i) =>
      text(cx, firstBaseline + i * lineHeight, l, "fp-label", ` font-size="${n(name.fontSize)}"`),
    )
    .join("");
  const dimsY = firstBaseline + (name.lines.length - 1) * lineHeight + 0.32;
  // A narrow room (the shared foyer) has no room for its size beside its door swings.
  if (box.width < 1.75) return nameLines;
  return nameLines + text(cx, dimsY, dims, "fp-dim", ' font-size=".22"');
}

/** An accessible description: every room with its size, in the plan's language. */
export function describePlan(model: FloorPlanModel, labels: PlanLabels): string {
  return model.rooms
    .map((room) => `${labels.rooms[room.kind]} ${roomDimensions(room)} ${labels.metres}`)
    .join("; ");
}

/**
 * The floor plan as SVG markup: rooms, walls, doors with their swing, windows, labels in the
 * requested language, overall dimensions, scale bar, north arrow and the artist's impression note.
 * Pure, so the page, the plan files and the tests all draw the same thing.
 */
export function renderFloorPlan(model: FloorPlanModel, options: RenderOptions): string {
  const { labels, compact, id, embedStyles = true } = options;
  const style = embedStyles ? `<style>${planStyles}</style>` : "";
  const { width, depth } = model;
  const shapes: Shape[] = [
    ...model.rooms.map((room) => ({ d: pathOf(room.polygon), className: fillClass[room.kind] })),
    ...model.rooms.map((room) => ({ d: pathOf(room.polygon), className: "fp-wall" })),
    { d: pathOf(model.outline), className: "fp-outer" },
    ...model.openings.flatMap(openingShapes),
    ...model.doors.flatMap(doorShapes),
  ];
  const body = shapesMarkup(shapes);

  if (compact) {
    const pad = 0.3;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(-pad)} ${n(-pad)} ${n(width + 2 * pad)} ${n(depth + 2 * pad)}" class="fp fp-compact" aria-hidden="true" focusable="false">${style}${body}</svg>`;
  }

  const legendTop = depth + (model.zones.length ? 2.2 : 2.05);
  const legend = renderLegend(model, labels, legendTop);
  const minX = -1.05;
  const minY = -1.05;
  const viewWidth = width + 1.45;
  const viewHeight = legend.bottom - minY + 0.15;
  const title = labels.planTitle.replace("{code}", options.code);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(minX)} ${n(minY)} ${n(viewWidth)} ${n(viewHeight)}" class="fp" role="img" aria-labelledby="${id}-title ${id}-desc">`,
    `<title id="${id}-title">${esc(title)}</title>`,
    `<desc id="${id}-desc">${esc(describePlan(model, labels))}</desc>`,
    style,
    `<rect x="${n(minX)}" y="${n(minY)}" width="${n(viewWidth)}" height="${n(viewHeight)}" class="fp-paper"/>`,
    body,
    model.rooms.map((room) => roomLabel(room, labels)).join(""),
    renderDimensions(model, labels),
    renderCorridorSide(model, labels),
    legend.markup,
    "</svg>",
  ].join("");
}
