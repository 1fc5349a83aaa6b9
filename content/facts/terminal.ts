import { headlineFacts } from "./headline-facts";

/**
 * The nearest terminal's name in one language's location copy, with its minutes: what the hero,
 * key facts and meta descriptions quote, so they say what the location table says.
 */
export function nearestTerminal(places: Record<string, { name: string }>): {
  name: string;
  minutes: number;
} {
  const { id, minutes } = headlineFacts.nearestTerminal;
  const place = places[id];
  if (!place) throw new Error(`The location copy names no ${id}.`);
  return { name: place.name, minutes };
}
