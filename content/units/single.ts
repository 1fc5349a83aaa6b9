import type { UnitTypeInput } from "./schema";

/** Category B: one bedroom with a living room of its own. */
export const singleTypes: UnitTypeInput[] = [
  {
    code: "B1",
    category: "single",
    sizeSqft: 495,
    bedrooms: 1,
    bathrooms: 1,
    features: ["furnished", "separateLiving", "kitchenette", "acousticGlazing"],
    plan: { balcony: false, mirrored: false, corner: false },
  },
  {
    code: "B2",
    category: "single",
    sizeSqft: 527,
    bedrooms: 1,
    bathrooms: 1,
    features: ["furnished", "separateLiving", "kitchenette", "balcony", "gardenView"],
    plan: { balcony: true, mirrored: true, corner: false },
  },
  {
    code: "B3",
    category: "single",
    sizeSqft: 560,
    bedrooms: 1,
    bathrooms: 1,
    features: ["furnished", "separateLiving", "kitchen", "balcony", "washerDryer"],
    plan: { balcony: true, mirrored: false, corner: false },
  },
  {
    code: "B4",
    category: "single",
    sizeSqft: 603,
    bedrooms: 1,
    bathrooms: 1,
    features: ["furnished", "separateLiving", "kitchen", "balcony", "workDesk", "washerDryer"],
    plan: { balcony: true, mirrored: true, corner: false },
  },
  {
    code: "B5",
    category: "single",
    sizeSqft: 646,
    bedrooms: 1,
    bathrooms: 1,
    features: [
      "furnished",
      "separateLiving",
      "kitchen",
      "balcony",
      "walkInWardrobe",
      "washerDryer",
    ],
    plan: { balcony: true, mirrored: false, corner: false },
  },
];
