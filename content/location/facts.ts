import type { LocationFacts } from "./schema";

/**
 * SAMPLE DATA: a fictional address and plausible distances near the airport. Replace the
 * coordinates, address and figures with the surveyed ones before launch (see content/README.md).
 * Distances are by road (or rail for trains); minutes are off-peak.
 */
export const locationFacts: LocationFacts = {
  coordinates: { lat: 2.783, lng: 101.7105 },
  zoom: 13,
  postalAddress: {
    streetAddress: "Lot 2188, Persiaran SkyHaven, Jalan KLIA 1",
    postalCode: "64000",
    locality: "Sepang",
    region: "Selangor",
    country: "MY",
  },
  pointsOfInterest: [
    {
      id: "klia-terminal-1",
      category: "airport",
      coordinates: { lat: 2.7456, lng: 101.7099 },
      distanceKm: 6,
      travel: { minutes: 7, mode: "drive" },
    },
    {
      id: "klia-terminal-2",
      category: "airport",
      coordinates: { lat: 2.7425, lng: 101.6859 },
      distanceKm: 9,
      travel: { minutes: 10, mode: "drive" },
    },
    {
      id: "salak-tinggi-station",
      category: "rail",
      coordinates: { lat: 2.8196, lng: 101.7307 },
      distanceKm: 7,
      travel: { minutes: 9, mode: "drive" },
    },
    {
      id: "klia-expressway",
      category: "highway",
      coordinates: { lat: 2.7985, lng: 101.72 },
      distanceKm: 2.5,
      travel: { minutes: 4, mode: "drive" },
    },
    {
      id: "mitsui-outlet-park",
      category: "leisure",
      coordinates: { lat: 2.7556, lng: 101.722 },
      distanceKm: 4,
      travel: { minutes: 6, mode: "drive" },
    },
    {
      id: "sepang-circuit",
      category: "leisure",
      coordinates: { lat: 2.7608, lng: 101.7382 },
      distanceKm: 8,
      travel: { minutes: 10, mode: "drive" },
    },
    {
      id: "putrajaya",
      category: "city",
      coordinates: { lat: 2.9264, lng: 101.6964 },
      distanceKm: 28,
      travel: { minutes: 22, mode: "drive" },
    },
    {
      id: "kuala-lumpur",
      category: "city",
      coordinates: { lat: 3.1579, lng: 101.7116 },
      distanceKm: 58,
      travel: { minutes: 50, mode: "drive" },
    },
  ],
};
