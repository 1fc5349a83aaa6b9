import { glossaryEn as g } from "../glossary/en";
import { headlineFacts } from "../facts/headline-facts";
import type { BrochureContent } from "./types";

export const brochureEn: BrochureContent = {
  meta: {
    title: `SkyHaven Suites ${g.eBrochure}`,
    subject: "Serviced suites and offices beside the international airport",
    keywords: "SkyHaven Suites, serviced suites, airport, investment, dual-key",
  },
  cover: {
    label: g.eBrochure,
    tagline: "Serviced suites and offices beside the international airport",
  },
  sections: {
    concept: "The concept",
    sanctuary: "The sanctuary",
    investment: "The investment",
    units: "Unit types",
    facilities: "Facilities",
    location: "Location",
    developer: "The developer",
  },
  labels: {
    artistImpression: g.artistImpression,
    keyFacts: "Key facts",
    highlights: "Highlights",
    developedBy: "Developed by",
    layouts: "layouts",
  },
  units: {
    intro: `${headlineFacts.typeCount} suite types on the typical floor, from compact studios to dual-key residences with a studio to let. Each is delivered furnished. The plans follow, a category to a page, every room with its size in metres.`,
    glance: { title: "Dual-key suites at a glance", type: "Type", size: "Built-up" },
  },
  location: { place: "Place", distance: "Distance", travel: "Travel time" },
  notice: {
    title: "Important notice",
    paragraphs: [
      "All information and images in this brochure are for reference only and do not form part of any offer or contract. Images are artist's impressions and may differ from the completed building.",
      "Built-up areas are approximate. The final area of each suite is stated in its sale and purchase agreement.",
      "The developer may change the layouts, specifications and facilities described here where the authorities or the architect require it.",
      "Buyers must read the sale and purchase agreement.",
    ],
    source:
      "This brochure is produced from the content of {url}, where the latest version is always available.",
  },
  contact: {
    register: "Register online: {url}",
    scan: "Scan to register your interest",
  },
};
