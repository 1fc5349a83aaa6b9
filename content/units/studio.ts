import type { UnitTypeInput } from "./schema";

/** Category A: one room for sleeping and living, with a kitchenette and a bathroom. */
export const studioTypes: UnitTypeInput[] = [
  {
    code: "A1",
    category: "studio",
    sizeSqft: 388,
    bedrooms: 0,
    bathrooms: 1,
    features: ["furnished", "kitchenette", "workDesk", "acousticGlazing", "smartLock"],
    plan: { balcony: false, mirrored: false, corner: false },
  },
  {
    code: "A2",
    category: "studio",
    sizeSqft: 420,
    bedrooms: 0,
    bathrooms: 1,
    features: ["furnished", "kitchenette", "balcony", "gardenView", "acousticGlazing"],
    plan: { balcony: true, mirrored: true, corner: false },
  },
  {
    code: "A3",
    category: "studio",
    sizeSqft: 452,
    bedrooms: 0,
    bathrooms: 1,
    features: ["furnished", "kitchenette", "balcony", "workDesk", "washerDryer"],
    plan: { balcony: true, mirrored: false, corner: false },
  },
];
