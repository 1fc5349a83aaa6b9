import { z } from "zod";
import { unitTypeCodes } from "@/content/units/codes";
import { unitStatuses } from "./statuses";

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/** The desk's unit filter, from the list's GET form: anything unreadable is simply no filter. */
export const unitFilterSchema = z.object({
  tower: optional(z.enum(["A", "B"])).catch(undefined),
  floor: optional(z.coerce.number().int().min(1).max(99)).catch(undefined),
  type: optional(z.enum(unitTypeCodes)).catch(undefined),
  status: optional(z.enum(unitStatuses)).catch(undefined),
});

export type UnitFilter = z.infer<typeof unitFilterSchema>;

export function parseUnitFilter(params: URLSearchParams): UnitFilter {
  return unitFilterSchema.parse({
    tower: params.get("tower"),
    floor: params.get("floor"),
    type: params.get("type")?.toUpperCase(),
    status: params.get("status"),
  });
}
