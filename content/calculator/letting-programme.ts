/**
 * ESTIMATE: the managed letting programme's terms, as the calculator assumes them. The site says
 * every suite can join the programme run by the building's appointed operator
 * (content/concept, content/developer); no operator agreement is signed yet, so these are the
 * developer's working assumptions for an airport serviced suite, named as such wherever they are
 * shown. When the operator's letting agreement is signed, put its terms here, its name in `source`,
 * and `checked`; the calculator's defaults, the README's facts section and the type pages follow.
 */
export const lettingProgramme = {
  /** The operator's share of the room revenue (it pays the letting, housekeeping and platforms). */
  operatorSharePercent: 40,
  /** Nights let a year, in a stabilised year (not the first months after handover). */
  occupancyPercent: 65,
  /** Average nightly room rate per unit category, before the operator's share (RM). */
  nightlyRent: { studio: 160, single: 200, double: 260, dualKey: 360 },
  /** Service charge the owner pays on the built-up area (RM per sq ft a month). */
  serviceChargePerSqft: 0.4,
  source: {
    topic: "lettingProgramme" as const,
    title: {
      en: "SkyHaven Suites managed letting programme: estimated terms (developer's assumption, no operator agreement yet)",
      zh: "SkyHaven Suites 托管出租计划：估算条款（发展商的假设，尚未签订营运商协议）",
      ms: "Program sewaan terurus SkyHaven Suites: terma anggaran (andaian pemaju, belum ada perjanjian pengendali)",
    },
    checked: "2026-11-25",
    note: "ESTIMATE, not the operator's contract: 40% of room revenue to the operator, 65% of nights let, nightly rates per category as above, service charge RM0.40 per sq ft a month (not yet approved by the Commissioner of Buildings). Owners also pay quit rent, assessment and insurance, which are small and left out. Replace with the letting agreement's terms before launch.",
  },
};
