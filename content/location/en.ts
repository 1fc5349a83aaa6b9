import { nearestTerminal } from "../facts/terminal";
import type { LocationCopy } from "./schema";

const places: LocationCopy["pointsOfInterest"] = {
  "klia-terminal-1": { name: "Airport Terminal 1", note: "Full-service airlines" },
  "klia-terminal-2": { name: "Airport Terminal 2", note: "Low-cost and regional carriers" },
  "salak-tinggi-station": {
    name: "Salak Tinggi rail station",
    note: "Airport rail link: KL Sentral in about 36 minutes",
  },
  "klia-expressway": {
    name: "KLIA Expressway (E6)",
    note: "Direct to Kuala Lumpur and the North–South network",
  },
  "mitsui-outlet-park": { name: "Mitsui Outlet Park", note: "Shopping and dining" },
  "sepang-circuit": { name: "Sepang International Circuit", note: "Motorsport and events" },
  putrajaya: { name: "Putrajaya", note: "Federal administrative centre" },
  "kuala-lumpur": { name: "Kuala Lumpur city centre", note: "KLCC and the Golden Triangle" },
};

// The title quotes the table's own minutes to the nearest terminal (content/location/facts.ts).
const terminal = nearestTerminal(places);

export const locationEn: LocationCopy = {
  meta: {
    title: `Location: ${terminal.minutes} minutes from the airport`,
    description:
      "SkyHaven Suites sits beside the international airport in Sepang, Selangor: minutes from both terminals, the airport rail link and the expressway to KL.",
  },
  eyebrow: "Location",
  title: "At the edge of the runway, at the centre of the region",
  intro:
    "SkyHaven rises where the airport meets the expressway. Both terminals are a short shuttle ride away, the airport rail link reaches Kuala Lumpur in well under an hour, and Putrajaya is closer than most of the capital's suburbs.",
  addressLines: [
    "Lot 2188, Persiaran SkyHaven, Jalan KLIA 1",
    "64000 KLIA, Sepang",
    "Selangor, Malaysia",
  ],
  placeName: "SkyHaven Suites",
  pointsOfInterest: places,
};
