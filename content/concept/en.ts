import type { ConceptContent } from "./types";

export const conceptEn: ConceptContent = {
  meta: {
    title: "Serviced suites beside the airport",
    description:
      "SkyHaven Suites: serviced suites and offices five minutes from the international airport terminals. Studios to dual-key premium suites for travellers and investors.",
  },
  hero: {
    eyebrow: "Serviced suites · Five minutes from the terminals",
    title: "Where the journey pauses",
    description:
      "Two slender towers of serviced suites and offices beside the international airport, designed for the traveller who stays a night and the investor who stays for the long run.",
    imageAlt:
      "Artist's impression of the two SkyHaven towers at dusk with an aircraft climbing from the runway",
  },
  facts: [
    { value: "5 min", label: "to the main terminal" },
    { value: "22", label: "suite layouts" },
    { value: "388–1,281", label: "sq ft built-up" },
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
      "On the sky deck, an infinity pool, a residents' lounge and gardens of native palms look over the approach path. Below, a co-working floor and meeting rooms let business carry on between flights.",
    ],
    highlights: [
      "Infinity pool and sky garden",
      "Acoustic double glazing throughout",
      "Co-working floor and meeting rooms",
      "Round-the-clock shuttle to both terminals",
    ],
    imageAlt: "Artist's impression of the sky-deck lounge and pool in the evening",
  },
  investment: {
    eyebrow: "The investment",
    title: "Four ways to own a place by the airport",
    intro:
      "Every suite is offered furnished and can join the building's managed letting programme, serving airline crews, transit travellers and business visitors all year round.",
    categories: {
      studio: {
        name: "Studio",
        summary: "A compact, fully furnished suite for short stays and first-time investors.",
        imageAlt: "Artist's impression of a studio suite with a queen bed and a work desk",
      },
      single: {
        name: "Single Suites",
        summary: "One bedroom with a separate living area, for crews and long-stay guests.",
        imageAlt: "Artist's impression of a single suite with a separate living area",
      },
      double: {
        name: "Double Suites",
        summary: "Two bedrooms for families and small teams travelling together.",
        imageAlt:
          "Artist's impression of a double suite with two bedroom doors off the living room",
      },
      dualKey: {
        name: "Dual-Key Premium Suites",
        summary: "Two self-contained suites behind one front door: live in one, let the other.",
        imageAlt: "Artist's impression of a dual-key suite with two separate entrances",
      },
    },
  },
  closing: {
    title: "Be the first to choose your suite",
    body: "Register your interest and our sales team will send you the price list and invite you to the sales gallery preview.",
  },
};
