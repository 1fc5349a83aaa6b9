import { z } from "@/lib/zod";
import { UNIT_LABEL } from "@/lib/units/label";

export const feeMethods = ["card", "transfer", "cheque", "cash", "none"] as const;
export type FeeMethod = (typeof feeMethods)[number];

const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

/** `POST /api/admin/holds` and the console's hold form. */
export const holdSchema = z.object({
  unitId: z.string().trim().toUpperCase().regex(UNIT_LABEL),
  leadId: id,
});

/** `POST /api/admin/holds/{id}/booking`: the fee (0 with method `none` when none is taken). */
export const bookingSchema = z
  .object({
    fee: z.coerce.number().int().min(0).max(1_000_000),
    method: z.enum(feeMethods),
    reference: z.string().trim().max(64).default(""),
  })
  .refine((value) => (value.fee === 0) === (value.method === "none"), {
    message: "A fee needs its method; no fee is method none.",
    path: ["method"],
  })
  .refine((value) => value.fee === 0 || value.method === "cash" || value.reference.length > 0, {
    message: "Give the receipt or transaction reference of the fee.",
    path: ["reference"],
  });

/** A reason staff give; the stored column (300) also takes what the desk adds (the fee, the new unit). */
export const reasonSchema = z.string().trim().min(3).max(240);
