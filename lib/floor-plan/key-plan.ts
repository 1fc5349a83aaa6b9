import { esc, n } from "./render/svg";

export interface KeyPlanUnit {
  code: string;
  /** Frontage in metres: units are drawn in proportion to it. */
  width: number;
  /** A, B, C or D: picks the tint. */
  letter: string;
  href: string;
  /** Accessible name of the link, e.g. "C1A, Double Suite, 732 sq ft". */
  name: string;
}

export interface KeyPlanInput {
  /** Two wings of two rows each, west to east. */
  wings: KeyPlanUnit[][][];
  labels: { title: string; lifts: string; courtyard: string; corridor: string; north: string };
  /** The type whose page this is: drawn highlighted, marked as the current page. */
  current?: string;
  /** Carry the styles inside the SVG; pages add `keyPlanStyles` once instead. */
  embedStyles?: boolean;
}

export interface PlacedUnit extends KeyPlanUnit {
  x: number;
  y: number;
  w: number;
  h: number;
}

const ROW_DEPTH = 7.2;
const CORRIDOR = 2.4;
const GAP = 7;
const CORE = 9;
const LENGTH = 62;

/**
 * Places every unit: the lift core west, then two wings, each a corridor between two rows. Rows are
 * stretched to the wing's length, so the key plan shows order and relative size, not exact
 * dimensions.
 */
export function layoutKeyPlan(wings: KeyPlanUnit[][][]): PlacedUnit[] {
  const placed: PlacedUnit[] = [];
  wings.forEach((rows, wingIndex) => {
    const wingTop = wingIndex * (2 * ROW_DEPTH + CORRIDOR + GAP);
    rows.forEach((row, rowIndex) => {
      const total = row.reduce((sum, unit) => sum + unit.width, 0);
      const y = wingTop + rowIndex * (ROW_DEPTH + CORRIDOR);
      let x = CORE;
      for (const unit of row) {
        const w = (unit.width / total) * LENGTH;
        placed.push({ ...unit, x, y, w, h: ROW_DEPTH });
        x += w;
      }
    });
  });
  return placed;
}

const tint: Record<string, number> = { A: 10, B: 20, C: 32, D: 46 };

export const keyPlanStyles = [
  // Codes and captions are placed for left-to-right text: a page in RTL mode must not move them.
  ".kp{color:var(--fg,#1a1f2b);font-family:var(--font-body,system-ui),sans-serif;direction:ltr;unicode-bidi:isolate}",
  // The tint is a variable, not an inline fill: an inline fill would beat the rules below, and
  // the current unit's dark label would sit on the dark tint in dark mode.
  ".kp-unit rect{fill:var(--kp-tint);stroke:currentColor;stroke-width:.18;transition:fill .2s}",
  ".kp-unit text{fill:currentColor;font-weight:700;text-anchor:middle;font-size:1.7px}",
  ".kp-unit:hover rect,.kp-unit:focus-visible rect{fill:var(--accent,#c8a96a)}",
  ".kp-unit:focus{outline:none}",
  ".kp-unit:focus-visible rect{stroke:var(--accent-text,#7a5a1e);stroke-width:.6}",
  ".kp-current rect{fill:var(--accent,#c8a96a);stroke-width:.5}",
  // Text on the accent fill takes the accent's own text colour, readable in both modes.
  ".kp-current text,.kp-unit:hover text,.kp-unit:focus-visible text{fill:var(--on-accent,#0b1b34)}",
  ".kp-quiet{fill:color-mix(in srgb,var(--muted,#575e6c) 12%,var(--surface,#fff));stroke:currentColor;stroke-width:.18}",
  ".kp-caption{fill:var(--muted,#575e6c);text-anchor:middle;font-size:1.3px}",
  ".kp-line{stroke:var(--muted,#575e6c);stroke-width:.12;fill:none}",
].join("");

/** The key plan as SVG markup: each unit a link to its type's page. */
export function renderKeyPlan({
  wings,
  labels,
  current,
  embedStyles = true,
}: KeyPlanInput): string {
  const units = layoutKeyPlan(wings);
  const height = 2 * (2 * ROW_DEPTH + CORRIDOR) + GAP;
  const width = CORE + LENGTH;
  const unitMarkup = units
    .map((u) => {
      const isCurrent = u.code === current;
      const tinted = `color-mix(in srgb,var(--accent,#c8a96a) ${tint[u.letter] ?? 10}%,var(--surface,#fff))`;
      return `<a href="${esc(u.href)}" class="kp-unit${isCurrent ? " kp-current" : ""}" aria-label="${esc(u.name)}"${isCurrent ? ' aria-current="page"' : ""}><rect x="${n(u.x)}" y="${n(u.y)}" width="${n(u.w)}" height="${n(u.h)}" style="--kp-tint:${tinted}"/><text x="${n(u.x + u.w / 2)}" y="${n(u.y + u.h / 2 + 0.6)}">${esc(u.code)}</text></a>`;
    })
    .join("");
  const wingHeight = 2 * ROW_DEPTH + CORRIDOR;
  const decor = [
    `<rect x="0" y="0" width="${CORE - 0.6}" height="${n(height)}" rx=".6" class="kp-quiet"/>`,
    `<text x="${n((CORE - 0.6) / 2)}" y="${n(height / 2)}" class="kp-caption" transform="rotate(-90 ${n((CORE - 0.6) / 2)} ${n(height / 2)})">${esc(labels.lifts)}</text>`,
    ...[0, 1].map((wing) => {
      const cy = wing * (wingHeight + GAP) + ROW_DEPTH + CORRIDOR / 2;
      return `<line x1="${CORE - 0.6}" y1="${n(cy)}" x2="${n(width - 6)}" y2="${n(cy)}" class="kp-line" stroke-dasharray=".6 .5"/><text x="${n(width - 3)}" y="${n(cy + 0.45)}" class="kp-caption" style="font-size:1px">${esc(labels.corridor)}</text>`;
    }),
    `<text x="${n(CORE + LENGTH / 2)}" y="${n(wingHeight + GAP / 2 + 0.45)}" class="kp-caption">${esc(labels.courtyard)}</text>`,
  ].join("");
  const north = `<g transform="translate(${n(width + 3)} 4)"><circle r="2" class="kp-line"/><path d="M0 -1.7l.8 2.8-.8-.5-.8.5Z" fill="currentColor"/><text y="-2.6" class="kp-caption" style="font-weight:700">${esc(labels.north)}</text></g>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 ${n(width + 6.5)} ${n(height + 1)}" class="kp" role="group" aria-label="${esc(labels.title)}">`,
    embedStyles ? `<style>${keyPlanStyles}</style>` : "",
    `<g aria-hidden="true">${decor}${north}</g>`,
    unitMarkup,
    "</svg>",
  ].join("");
}
