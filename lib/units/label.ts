const pad = (n: number) => String(n).padStart(2, "0");

/** A unit's label as sales material prints it: tower, floor, position (`A-12-03`). */
export const unitLabel = (tower: string, floor: number, position: number) =>
  `${tower}-${pad(floor)}-${pad(position)}`;

export const UNIT_LABEL = /^[A-Z]-\d{2}-\d{2}$/;
