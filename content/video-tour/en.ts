import type { VideoTourContent } from "./types";
import { nearestTerminal } from "../facts/terminal";
import { locationEn } from "../location/en";

// The caption quotes the location table's minutes to the nearest terminal.
const terminal = nearestTerminal(locationEn.pointsOfInterest);

export const videoTourEn: VideoTourContent = {
  meta: {
    title: "Video tour",
    description:
      "A 25-second film through SkyHaven Suites: the arrival drive, the lobby, the sky lounge, the infinity pool, a suite and the view over the runway.",
  },
  eyebrow: "Video tour",
  title: "Twenty-five seconds through SkyHaven",
  intro:
    "From the drive to the sky terrace in one slow pass. The film plays only when you press play, so the page stays light on mobile data.",
  posterAlt: "Artist's impression of the twin towers at dusk, seen from the arrival drive",
  description:
    "A silent film of artist's impressions, each slowly panned: the towers from the arrival drive at dusk, the reception lobby, the residents' sky lounge, the infinity pool on the sky terrace, a Single Suite, and an airliner on final approach seen from a suite balcony.",
  cues: [
    {
      start: 0.5,
      end: 4.5,
      text: `Arrive beneath the porte-cochère, ${terminal.minutes} minutes from ${terminal.name}.`,
    },
    {
      start: 4.5,
      end: 8.5,
      text: "A calm, double-height lobby with a concierge on duty day and night.",
    },
    { start: 8.5, end: 12.5, text: "The residents' sky lounge looks straight down the runway." },
    { start: 12.5, end: 16.5, text: "An infinity pool and palm garden on the sky terrace." },
    {
      start: 16.5,
      end: 20.5,
      text: "Furnished suites with acoustic glazing from floor to ceiling.",
    },
    { start: 20.5, end: 24.5, text: "And from your balcony, the evening arrivals." },
  ],
};
