import type { Locale } from "next-intl";
import { getLocation } from "../location";
import { unitCategories } from "../units/categories";
import { towers } from "../units/towers";
import { headlineFacts } from "./headline-facts";
import { nearestTerminal } from "./terminal";

const category = (key: "studio" | "dualKey") => {
  const found = unitCategories.find((c) => c.key === key);
  if (!found) throw new Error(`No ${key} category in content/units.`);
  return found;
};

/** Values for LayoutPage's title, intro and metadata: counts, codes, sizes and levels. */
export const layoutValues = {
  count: headlineFacts.typeCount,
  first: unitCategories[0]?.types[0] ?? "",
  last: unitCategories.at(-1)?.types.at(-1) ?? "",
  min: category("studio").sizeSqft.min,
  max: category("dualKey").sizeSqft.max,
  lowest: headlineFacts.levels.lowest,
  highest: headlineFacts.levels.highest,
  /** The tallest tower's top level: the key plan's typical levels stop below it. */
  towerTop: Math.max(...towers.map((tower) => tower.levels.highest)),
};

/** Values for messages that quote the minutes to the nearest terminal, named in `locale`. */
export function terminalValues(locale: Locale): { minutes: number; terminal: string } {
  const { name, minutes } = nearestTerminal(getLocation(locale).pointsOfInterest);
  return { minutes, terminal: name };
}
