import { z } from "zod";
import { isDay, malaysiaInstant } from "@/lib/time/malaysia";

/** A Malaysia wall-clock time from a `datetime-local` input: `2026-11-25T14:30`. */
const localTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "Enter the date and time it was found.")
  .refine((value) => isDay(value.slice(0, 10)), "Enter a real date.")
  .transform((value) => malaysiaInstant(value.slice(0, 10), value.slice(11, 16)).toISOString());

/** A new entry in the breach register, as the desk's form sends it. */
export const breachInputSchema = z.object({
  what: z
    .string()
    .trim()
    .min(10, "Say what happened, what data it touched and what was done (at least 10 characters).")
    .max(4_000, "Keep the account under 4,000 characters; attach the rest to the notice."),
  foundAt: localTime,
  peopleAffected: z.coerce
    .number({ error: "Enter how many people are affected (your best estimate)." })
    .int("Enter a whole number of people.")
    .min(0, "Enter a number of people, 0 or more.")
    .max(10_000_000, "Enter a number of people up to 10,000,000."),
});

export type BreachInput = z.infer<typeof breachInputSchema>;

/** The steps recorded after the entry, each once. */
export const breachSteps = ["commissioner", "people_sent", "people_not_required", "close"] as const;
export type BreachStep = (typeof breachSteps)[number];
export const isBreachStep = (value: unknown): value is BreachStep =>
  breachSteps.includes(value as BreachStep);
