import type { FacilityKey } from "../facilities/items";
import type { UnitCategoryKey } from "../units/categories";

/** A word a reviewer found in the copy that this language does not use, and the one it uses. */
export interface AvoidedTerm {
  /** Matched against every message and content string of the language (see glossary.test.ts). */
  wrong: RegExp;
  use: string;
}

/**
 * The words one language uses for the project's recurring things, so every page, the brochure
 * and the mails call each thing by one name. Terms are in the form they take inside a sentence;
 * `upperFirst` (./index.ts) starts a heading with one.
 */
export interface Glossary {
  /** A unit category: one unit ("a Double Suite", on a type's page) and the category heading. */
  categories: Record<UnitCategoryKey, { one: string; many: string }>;
  /** What each shared facility is called, on the facilities page and in the brochure. */
  facilities: Record<FacilityKey, string>;
  /** The mark on every picture that is not a photograph. */
  artistImpression: string;
  /** The area unit of built-up areas (square feet, as Malaysian sales material states them). */
  areaUnit: string;
  squareMetres: string;
  /** Where buyers see the show suites. */
  salesGallery: string;
  /** The rooftop with the infinity pool and the 360° view (one name: not "sky deck"). */
  skyTerrace: string;
  /** The downloadable brochure, as the menu and the brochure's cover name it. */
  eBrochure: string;
  /** Brackets and the label–value colon as this language writes them around other text. */
  punctuation: { open: string; close: string; colon: string };
  avoid: AvoidedTerm[];
}
