/** How many units an entrant may keep on their shortlist. */
export const SHORTLIST_MAX = 10;

/** The list with `unitId` one place higher (unchanged at the top or when absent). */
export function moveUp(list: readonly string[], unitId: string): string[] {
  const next = [...list];
  const index = next.indexOf(unitId);
  if (index > 0) [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
  return next;
}

export const withoutUnit = (list: readonly string[], unitId: string): string[] =>
  list.filter((id) => id !== unitId);

/** The list with `added` after it, in the order given, each unit once. */
export const withUnits = (list: readonly string[], added: readonly string[]): string[] => [
  ...new Set([...list, ...added]),
];
