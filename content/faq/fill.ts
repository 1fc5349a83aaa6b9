const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text names (`{minimumCommercial}` gives "minimumCommercial"). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/**
 * The text with each placeholder replaced by its figure, or null when it names one there is no
 * figure for (a typo in the CMS): the page then shows the seeded answer, never "{minimum}".
 */
export function fillFigures(text: string, figures: Record<string, string>): string | null {
  if (placeholdersIn(text).some((name) => !Object.hasOwn(figures, name))) return null;
  return text.replace(PLACEHOLDER, (_, name: string) => figures[name] ?? "");
}
