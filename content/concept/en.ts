import { glossaryEn as g } from "../glossary/en";
import { formatFigure, formatRange } from "../facts/format";
import { headlineFacts as facts } from "../facts/headline-facts";
import { nearestTerminal } from "../facts/terminal";
import { locationEn } from "../location/en";
import type { ConceptContent } from "./types";

// Figures come from the unit and location data (content/facts/), never typed here.
const terminal = nearestTerminal(locationEn.pointsOfInterest);

export const conceptEn: ConceptContent = {
  meta: {
    title: "Serviced suites beside the airport",
    description: `SkyHaven Suites: serviced suites and offices ${terminal.minutes} minutes from ${terminal.name}. Studios to dual-key premium suites for travellers and investors.`,
  },
  hero: {
    eyebrow: `Serviced suites · ${terminal.minutes} minutes from ${terminal.name}`,
    title: "Where the journey pauses",
    description:
      "Two slender towers of serviced suites and offices beside the international airport, designed for the traveller who stays a night and the investor who stays for the long run.",
    imageAlt:
      "Artist's impression of the two SkyHaven towers at dusk with an aircraft climbing from the runway",
  },
  facts: [
    { value: `${terminal.minutes} min`, label: `to ${terminal.name}` },
    { value: formatFigure("en", facts.typeCount), label: "suite layouts" },
    { value: formatRange("en", facts.sizeSqft), label: `${g.areaUnit} built-up` },
    { value: "24 h", label: "concierge and shuttle" },
  ],
  quote: {
    text: "We designed SkyHaven for the hours between arrivals and departures: quiet rooms, generous light, and everything a traveller needs within a lift ride.",
    attribution: "The SkyHaven design team",
  },
  sanctuary: {
    eyebrow: "The sanctuary",
    title: "Calm above the runway",
    paragraphs: [
      "Acoustic glazing keeps the roar of the runway outside, while floor-to-ceiling windows keep the view. Step out of a long-haul flight and into a suite that is already cool, quiet and ready.",
      "On the sky terrace, an infinity pool, the sky lounge and gardens of native palms look over the approach path. Below, a co-working floor and meeting rooms let business carry on between flights.",
    ],
    highlights: [
      "Infinity pool and sky garden",
      "Acoustic double glazing throughout",
      "Co-working floor and meeting rooms",
      "Round-the-clock shuttle to both terminals",
    ],
    imageAlt: "Artist's impression of the sky lounge and pool on the sky terrace in the evening",
  },
  investment: {
    eyebrow: "The investment",
    title: "Four ways to own a place by the airport",
    intro:
      "Every suite is offered furnished and can join the building's managed letting programme, serving airline crews, transit travellers and business visitors all year round.",
    categories: {
      studio: {
        name: g.categories.studio.many,
        summary: "A compact, fully furnished suite for short stays and first-time investors.",
        imageAlt: "Artist's impression of a studio suite with a queen bed and a work desk",
      },
      single: {
        name: g.categories.single.many,
        summary: "A bedroom apart from the living area, for crews and long-stay guests.",
        imageAlt: "Artist's impression of a single suite with a separate living area",
      },
      double: {
        name: g.categories.double.many,
        summary: "Room for families and small teams travelling together.",
        imageAlt:
          "Artist's impression of a double suite with two bedroom doors off the living room",
      },
      dualKey: {
        name: g.categories.dualKey.many,
        summary: "Two self-contained suites behind one front door: live in one, let the other.",
        imageAlt: "Artist's impression of a dual-key suite with two separate entrances",
      },
    },
  },
  closing: {
    title: "Be the first to choose your suite",
    body: `Register your interest and our sales team will send you the price list and invite you to the ${g.salesGallery} preview.`,
  },
};
