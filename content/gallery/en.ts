import { glossaryEn as g } from "../glossary/en";
import type { GalleryCopy } from "./types";

export const galleryEn: GalleryCopy = {
  meta: {
    title: "Gallery",
    description:
      "Sixteen artist's impressions of SkyHaven Suites: the towers at dusk, the lobby, the infinity pool and sky lounge, every suite type and the view over the runway.",
  },
  eyebrow: "Gallery",
  title: "A look inside SkyHaven",
  intro:
    "Sixteen artist's impressions, from the arrival drive to the sky terrace. Select a picture to see it larger; each one has its own link to share.",
  items: {
    arrival: {
      alt: "Artist's impression of the twin towers at dusk seen from the arrival drive, with car light trails leading to the entrance canopy",
      caption: "The arrival drive and porte-cochère at dusk",
    },
    "towers-at-dusk": {
      alt: "Artist's impression of the two glass towers above a reflecting pool, with the airport and a climbing jet on the horizon",
      caption: "The twin towers across the reflecting pool",
    },
    lobby: {
      alt: "Artist's impression of a double-height lobby with a backlit reception desk, brass pendants and lounge chairs",
      caption: "The double-height lobby and 24-hour concierge",
    },
    "pool-deck": {
      alt: "Artist's impression of the infinity pool on the sky terrace at sunset, with loungers under a timber pergola and palms",
      caption: "The infinity pool on the sky terrace",
    },
    "sky-lounge": {
      alt: "Artist's impression of the residents' lounge with sofas, a bar and full-height windows onto the evening sky",
      caption: "The residents' sky lounge and bar",
    },
    "sky-terrace": {
      alt: "Artist's impression of the rooftop terrace pool edge with palms, looking out over the airfield at sunset",
      caption: "The sky terrace, where the 360° view is taken",
    },
    "rooftop-garden": {
      alt: "Artist's impression of a rooftop garden path lined with lanterns, clipped hedges and palms",
      caption: "The rooftop garden walk",
    },
    "bbq-deck": {
      alt: "Artist's impression of a timber deck with a long dining table, a grill island and festoon lights",
      caption: "The barbecue deck for evenings with friends",
    },
    studio: {
      alt: "Artist's impression of a studio suite with a queen bed, a writing desk and full-height glazing",
      caption: `${g.categories.studio.one} (types A1–A3)`,
    },
    "single-suite": {
      alt: "Artist's impression of a single suite living room with the bedroom seen through an opening",
      caption: `${g.categories.single.one} with a separate living area (types B1–B5)`,
    },
    "double-suite": {
      alt: "Artist's impression of a double suite dining area with a bedroom door on either side",
      caption: `${g.categories.double.one} for families and small teams (types C1A–C4)`,
    },
    "dual-key-suite": {
      alt: "Artist's impression of a private lobby with two front doors, A and B",
      caption: `${g.categories.dualKey.one}: two homes behind one door (types D1–D9)`,
    },
    "runway-view": {
      alt: "Artist's impression of an airliner on final approach seen from a suite balcony with two armchairs",
      caption: "The evening arrivals from a suite balcony",
    },
    gym: {
      alt: "Artist's impression of a gym with treadmills facing floor-to-ceiling windows and a weights rack",
      caption: "The residents' gym, open around the clock",
    },
    "co-working": {
      alt: "Artist's impression of a co-working floor with communal tables, a library wall and a view of the airfield",
      caption: "The co-working floor",
    },
    "meeting-room": {
      alt: "Artist's impression of a boardroom with a long walnut table, navy chairs and a media wall",
      caption: "A bookable meeting room for twelve",
    },
  },
};
