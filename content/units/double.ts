import type { UnitTypeInput } from "./schema";

/** Category C: two bedrooms either side of the living room, two bathrooms. */
export const doubleTypes: UnitTypeInput[] = [
  {
    code: "C1A",
    category: "double",
    sizeSqft: 732,
    bedrooms: 2,
    bathrooms: 2,
    features: ["furnished", "kitchen", "ensuite", "balcony", "gardenView", "washerDryer"],
    plan: { balcony: true, mirrored: false, corner: false },
  },
  {
    code: "C1B",
    category: "double",
    sizeSqft: 764,
    bedrooms: 2,
    bathrooms: 2,
    features: ["furnished", "kitchen", "ensuite", "balcony", "gardenView", "washerDryer"],
    plan: { balcony: true, mirrored: true, corner: false },
  },
  {
    code: "C2",
    category: "double",
    sizeSqft: 807,
    bedrooms: 2,
    bathrooms: 2,
    features: ["furnished", "kitchen", "ensuite", "balcony", "cornerWindows", "washerDryer"],
    plan: { balcony: true, mirrored: true, corner: true },
  },
  {
    code: "C3",
    category: "double",
    sizeSqft: 861,
    bedrooms: 2,
    bathrooms: 2,
    features: ["furnished", "kitchen", "ensuite", "balcony", "cornerWindows", "walkInWardrobe"],
    plan: { balcony: true, mirrored: true, corner: true },
  },
  {
    code: "C4",
    category: "double",
    sizeSqft: 915,
    bedrooms: 2,
    bathrooms: 2,
    features: ["furnished", "kitchen", "ensuite", "balcony", "walkInWardrobe", "gardenView"],
    plan: { balcony: true, mirrored: false, corner: false },
  },
];
