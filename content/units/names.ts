import type { Locale } from "next-intl";
import { glossaries } from "../glossary";
import type { UnitCategoryKey } from "./categories";

const name = (key: UnitCategoryKey) =>
  Object.fromEntries(
    Object.entries(glossaries).map(([locale, glossary]) => [locale, glossary.categories[key].one]),
  ) as Record<Locale, string>;

/** One unit of each category, as named on a type's page ("C1A · Double Suite"): the glossary's. */
export const categoryNames: Record<UnitCategoryKey, Record<Locale, string>> = {
  studio: name("studio"),
  single: name("single"),
  double: name("double"),
  dualKey: name("dualKey"),
};
