import { UNIT_LABEL } from "@/lib/units/label";

/** What a link to the form names with `?unit=`: one unit (`A-20-02`) or a unit type (`C1A`). */
export type LinkedName = { unit: string } | { type: string };

/**
 * Reads `?unit=` as the form's links write it, in any case and with stray spaces; null for
 * anything else, which the form ignores (the link's other parameters still count).
 */
export function linkedName(
  value: string | null | undefined,
  typeCodes: readonly string[],
): LinkedName | null {
  const name = value?.trim().toUpperCase() ?? "";
  if (UNIT_LABEL.test(name)) return { unit: name };
  if (typeCodes.includes(name)) return { type: name };
  return null;
}

/** What the form is for, as the page that renders it decided: a unit it sends, and a type it ticks. */
export interface LinkedInterest {
  type: string;
  unit?: string;
}
