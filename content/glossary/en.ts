import type { Glossary } from "./types";

export const glossaryEn: Glossary = {
  categories: {
    studio: { one: "Studio", many: "Studio" },
    single: { one: "Single Suite", many: "Single Suites" },
    double: { one: "Double Suite", many: "Double Suites" },
    dualKey: { one: "Dual-Key Premium Suite", many: "Dual-Key Premium Suites" },
  },
  facilities: {
    infinityPool: "Infinity pool",
    skyLounge: "Sky lounge",
    gym: "Gym",
    coWorking: "Co-working floor",
    rooftopGarden: "Rooftop garden",
    bbqDeck: "Barbecue deck",
    airportShuttle: "Airport shuttle",
    concierge: "24-hour concierge",
    kidsRoom: "Kids' room",
    secureParking: "Secure parking",
  },
  artistImpression: "Artist's impression",
  areaUnit: "sq ft",
  squareMetres: "m²",
  salesGallery: "sales gallery",
  skyTerrace: "sky terrace",
  eBrochure: "E-Brochure",
  punctuation: { open: " (", close: ")", colon: ": " },
  avoid: [
    { wrong: /\bsky[- ]deck\b/i, use: "sky terrace" },
    { wrong: /\bTerms and Condition\b(?!s)/, use: "Terms and Conditions" },
    { wrong: /\bartist impression/i, use: "artist's impression" },
    { wrong: /\bsq\.\s?ft\b/i, use: "sq ft" },
  ],
};
