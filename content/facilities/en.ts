import type { FacilitiesCopy } from "./types";

export const facilitiesEn: FacilitiesCopy = {
  meta: {
    title: "Facilities",
    description:
      "An infinity pool, sky lounge, gym, co-working floor, rooftop garden, barbecue deck, airport shuttle, 24-hour concierge, kids' room and secure parking at SkyHaven Suites.",
  },
  eyebrow: "Facilities",
  title: "Everything between flights",
  intro:
    "Ten shared facilities on the podium and the sky deck, looked after by the building's own management team and open to every owner and guest.",
  mainImageAlt:
    "Artist's impression of the sky terrace: an infinity pool edged with palms, looking over the airfield at sunset",
  items: {
    infinityPool: {
      name: "Infinity pool",
      description:
        "A 25-metre pool on the sky deck whose far edge meets the horizon, with loungers under a timber pergola.",
    },
    skyLounge: {
      name: "Sky lounge",
      description:
        "The residents' lounge and bar, with full-height windows that look straight down the runway.",
    },
    gym: {
      name: "Gym",
      description:
        "Cardio machines facing the view, free weights and a stretching area, open 24 hours to shake off jet lag.",
    },
    coWorking: {
      name: "Co-working floor",
      description:
        "Communal tables, quiet booths and bookable meeting rooms with fast Wi-Fi, for business between flights.",
    },
    rooftopGarden: {
      name: "Rooftop garden",
      description:
        "A lantern-lit path between palms and clipped hedges, with benches for the evening breeze.",
    },
    bbqDeck: {
      name: "Barbecue deck",
      description:
        "A grill island and a long table for twelve under festoon lights; book it at the concierge.",
    },
    airportShuttle: {
      name: "Airport shuttle",
      description: "A round-the-clock shuttle to both terminals, about five minutes each way.",
    },
    concierge: {
      name: "24-hour concierge",
      description:
        "A team in the lobby day and night for check-in, luggage, taxis, laundry and late arrivals.",
    },
    kidsRoom: {
      name: "Kids' room",
      description:
        "A bright, supervised play room with soft flooring, books and games for younger travellers.",
    },
    secureParking: {
      name: "Secure parking",
      description:
        "Covered parking with card access, CCTV and electric-vehicle chargers, plus a drop-off bay at the lobby.",
    },
  },
};
