/**
 * The typical floor (levels 6 to 28): two wings joined by the lift core, each wing a corridor with
 * suites on both sides. Rows run west to east, as seen on the key plan with north at the top.
 * The first and last type of each row are corner units.
 */
export interface KeyPlanRow {
  /** The way the row's windows face. */
  facing: "north" | "south";
  codes: string[];
}

export interface KeyPlanWing {
  rows: [KeyPlanRow, KeyPlanRow];
}

export interface KeyPlan {
  /** The floors built to this plan; "levels 6 to 28" and the typical floors' unit count come from them. */
  levels: { lowest: number; highest: number };
  wings: [KeyPlanWing, KeyPlanWing];
}

export const keyPlan: KeyPlan = {
  levels: { lowest: 6, highest: 28 },
  wings: [
    {
      rows: [
        { facing: "north", codes: ["D1", "C1A", "B1", "A1", "B2", "B3", "C2"] },
        { facing: "south", codes: ["D2", "C1B", "B4", "A2", "A3", "B5", "C3"] },
      ],
    },
    {
      rows: [
        { facing: "north", codes: ["D3", "D5", "C4", "D7"] },
        { facing: "south", codes: ["D4", "D6", "D8", "D9"] },
      ],
    },
  ],
};
