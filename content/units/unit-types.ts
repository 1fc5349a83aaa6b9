import { toSquareMetres } from "./area";
import { doubleTypes } from "./double";
import { dualKeyTypes } from "./dual-key";
import { keyPlan } from "./key-plan";
import { unitTypeListSchema, type UnitType } from "./schema";
import { singleTypes } from "./single";
import { studioTypes } from "./studio";

export interface UnitTypeDetails extends UnitType {
  sizeSqm: number;
  /** Where the type sits on the typical floor: the way its windows face and which wall is outside. */
  placement: { facing: "north" | "south"; cornerSide?: "west" | "east" };
}

function placementOf(code: string): UnitTypeDetails["placement"] {
  for (const wing of keyPlan.wings) {
    for (const row of wing.rows) {
      const index = row.codes.indexOf(code);
      if (index < 0) continue;
      const end = index === 0 ? "west" : index === row.codes.length - 1 ? "east" : undefined;
      return { facing: row.facing, ...(end && { cornerSide: end }) };
    }
  }
  throw new Error(`Unit type ${code} is missing from the key plan (content/units/key-plan.ts).`);
}

// Parsed when the module loads, so a mistake in the data stops the build with zod's message.
const parsed = unitTypeListSchema.parse([
  ...studioTypes,
  ...singleTypes,
  ...doubleTypes,
  ...dualKeyTypes,
]);

/** All 22 unit types in plan order, A1 to D9. */
export const unitTypes: UnitTypeDetails[] = parsed.map((unit) => ({
  ...unit,
  sizeSqm: toSquareMetres(unit.sizeSqft),
  placement: placementOf(unit.code),
}));

export function getUnitType(code: string): UnitTypeDetails | undefined {
  return unitTypes.find((unit) => unit.code === code);
}

/** The types before and after one in plan order, for previous/next links. */
export function neighbours(code: string): { previous?: UnitTypeDetails; next?: UnitTypeDetails } {
  const index = unitTypes.findIndex((unit) => unit.code === code);
  return { previous: unitTypes[index - 1], next: index < 0 ? undefined : unitTypes[index + 1] };
}
