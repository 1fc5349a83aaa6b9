"use server";

import { revalidatePath } from "next/cache";
import { breachInputSchema, isBreachStep } from "@/lib/privacy/breach-input";
import { requirePermission } from "../access/guard";
import { actorOf } from "../auth/session";
import { getDb } from "../db/client";
import { recordBreach, recordBreachStep } from "./breaches";

const PAGE = "/admin/breaches";

export interface BreachFormState {
  errors?: Partial<Record<"what" | "foundAt" | "peopleAffected", string>>;
  /** What was typed, kept when something needs correcting. */
  values?: { what: string; foundAt: string; peopleAffected: string };
  /** Bumped on each entry recorded, so the form clears. */
  recorded?: number;
}

/** An admin records a breach (privacy.desk); a wrong field comes back with its message. */
export async function recordBreachAction(
  previous: BreachFormState,
  form: FormData,
): Promise<BreachFormState> {
  const staff = await requirePermission("privacy.desk");
  const values = {
    what: String(form.get("what") ?? "").slice(0, 5_000),
    foundAt: String(form.get("foundAt") ?? "").slice(0, 20),
    peopleAffected: String(form.get("peopleAffected") ?? "").slice(0, 12),
  };
  const parsed = breachInputSchema.safeParse(values);
  if (!parsed.success) {
    const errors: BreachFormState["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NonNullable<BreachFormState["errors"]>;
      errors[field] ??= issue.message;
    }
    return { errors, values, recorded: previous.recorded };
  }
  await recordBreach(getDb(), parsed.data, { audit: actorOf(staff), staffId: staff.id });
  revalidatePath(PAGE);
  return { recorded: (previous.recorded ?? 0) + 1 };
}

/** One step of a breach (Commissioner told, people told or not needed, closed), recorded once. */
export async function breachStepAction(form: FormData): Promise<void> {
  const staff = await requirePermission("privacy.desk");
  const step = form.get("step");
  const id = String(form.get("id") ?? "").slice(0, 36);
  if (!isBreachStep(step) || !id) return;
  await recordBreachStep(getDb(), id, step, { audit: actorOf(staff), staffId: staff.id });
  revalidatePath(PAGE);
}
