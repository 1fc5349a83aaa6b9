import { glossaryEn as g } from "../glossary/en";
import type { FacilitiesCopy } from "./types";
import { formatRange } from "../facts/format";
import { headlineFacts } from "../facts/headline-facts";

export const facilitiesEn: FacilitiesCopy = {
  meta: {
    title: "Facilities",
    description:
      "An infinity pool, sky lounge, gym, co-working floor, rooftop garden, barbecue deck, airport shuttle and 24-hour concierge at SkyHaven Suites.",
  },
  eyebrow: "Facilities",
  title: "Everything between flights",
  intro:
    "Ten shared facilities on the podium and the sky terrace, looked after by the building's own management team and open to every owner and guest.",
  mainImageAlt:
    "Artist's impression of the sky terrace: an infinity pool edged with palms, looking over the airfield at sunset",
  items: {
    infinityPool: {
      name: g.facilities.infinityPool,
      description:
        "A 25-metre pool on the sky terrace whose far edge meets the horizon, with loungers under a timber pergola.",
    },
    skyLounge: {
      name: g.facilities.skyLounge,
      description:
        "The residents' lounge and bar, with full-height windows that look straight down the runway.",
    },
    gym: {
      name: g.facilities.gym,
      description:
        "Cardio machines facing the view, free weights and a stretching area, open 24 hours to shake off jet lag.",
    },
    coWorking: {
      name: g.facilities.coWorking,
      description:
        "Communal tables, quiet booths and bookable meeting rooms with fast Wi-Fi, for business between flights.",
    },
    rooftopGarden: {
      name: g.facilities.rooftopGarden,
      description:
        "A lantern-lit path between palms and clipped hedges, with benches for the evening breeze.",
    },
    bbqDeck: {
      name: g.facilities.bbqDeck,
      description:
        "A grill island and a long table for twelve under festoon lights; book it at the concierge.",
    },
    airportShuttle: {
      name: g.facilities.airportShuttle,
      description: `A round-the-clock shuttle to both terminals, ${formatRange("en", headlineFacts.terminalMinutes)} minutes each way.`,
    },
    concierge: {
      name: g.facilities.concierge,
      description:
        "A team in the lobby day and night for check-in, luggage, taxis, laundry and late arrivals.",
    },
    kidsRoom: {
      name: g.facilities.kidsRoom,
      description:
        "A bright, supervised play room with soft flooring, books and games for younger travellers.",
    },
    secureParking: {
      name: g.facilities.secureParking,
      description:
        "Covered parking with card access, CCTV and electric-vehicle chargers, plus a drop-off bay at the lobby.",
    },
  },
};
