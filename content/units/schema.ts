import { z } from "zod";
import { featureKeys } from "./features";

export const unitCategoryKeys = ["studio", "single", "double", "dualKey"] as const;

export const categoryLetters = { studio: "A", single: "B", double: "C", dualKey: "D" } as const;

const planSchema = z.object({
  /** A balcony across the living space's facade. */
  balcony: z.boolean(),
  /** Drawn as the mirror image of the category's standard plan. */
  mirrored: z.boolean(),
  /** Sits at the end of a wing, with windows on its side wall too. */
  corner: z.boolean(),
});

export const unitTypeSchema = z
  .object({
    code: z.string().regex(/^[A-D][1-9][AB]?$/),
    category: z.enum(unitCategoryKeys),
    /** Built-up area in square feet, as in the sales brochure. */
    sizeSqft: z.number().int().min(300).max(2000),
    bedrooms: z.number().int().min(0).max(4),
    bathrooms: z.number().int().min(1).max(4),
    features: z.array(z.enum(featureKeys)).min(3).max(7),
    plan: planSchema,
  })
  .refine((unit) => unit.code.startsWith(categoryLetters[unit.category]), {
    message: "A type's code starts with its category's letter (A studio … D dual-key).",
  })
  .refine((unit) => new Set(unit.features).size === unit.features.length, {
    message: "A feature is listed twice.",
  })
  // The list of features and the drawing must tell the same story.
  .refine((unit) => unit.features.includes("balcony") === unit.plan.balcony, {
    message: "List the balcony feature exactly when the plan has a balcony.",
  })
  .refine((unit) => unit.features.includes("cornerWindows") === unit.plan.corner, {
    message: "List corner windows exactly when the plan is a corner unit.",
  })
  .refine((unit) => (unit.category === "dualKey") === unit.features.includes("dualKey"), {
    message: "Dual-key types, and only they, list the dual-key feature.",
  });

export const unitTypeListSchema = z.array(unitTypeSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  for (const unit of list) {
    if (seen.has(unit.code)) ctx.addIssue({ code: "custom", message: `${unit.code} twice` });
    seen.add(unit.code);
  }
});

export type UnitTypeInput = z.input<typeof unitTypeSchema>;
export type UnitType = z.output<typeof unitTypeSchema>;
