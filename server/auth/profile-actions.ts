"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { getDb } from "../db/client";
import { requireAdmin, requireStaff } from "./session";
import { renameStaff, setLeadAlerts, STAFF_NAME_MAX_LENGTH } from "./staff-profile";

export interface RenameActionState {
  message?: string;
  error?: string;
  /** The name now stored, for the form to show after a save (or a refused stale one). */
  name?: string;
}

const renameInput = z.object({
  userId: z.uuid(),
  name: z
    .string()
    .trim()
    .min(1, "Enter a name.")
    .max(STAFF_NAME_MAX_LENGTH, `Names can have at most ${STAFF_NAME_MAX_LENGTH} characters.`),
  shown: z.string().optional(),
});

/** An admin changes the name a staff member is shown by on the desk (audit-logged). */
export async function renameStaffAction(
  _: RenameActionState,
  form: FormData,
): Promise<RenameActionState> {
  const admin = await requireAdmin();
  const parsed = renameInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Check the name." };
  const result = await renameStaff(getDb(), parsed.data, admin.id);
  revalidatePath("/admin/staff");
  switch (result.outcome) {
    case "renamed":
      return { message: `Renamed ${result.from} to ${result.to}.`, name: result.to };
    case "unchanged":
      return { message: `Nothing to save: the name is already ${result.name}.`, name: result.name };
    case "stale":
      return {
        error: `Not saved: someone renamed this account to ${result.name} meanwhile. Edit again if it should still change.`,
        name: result.name,
      };
    case "missing":
      return { error: "That account no longer exists." };
  }
}

export interface AlertsActionState {
  message?: string;
}

/** The signed-in person turns their new-lead emails on or off. */
export async function setLeadAlertsAction(
  _: AlertsActionState,
  form: FormData,
): Promise<AlertsActionState> {
  const staff = await requireStaff();
  const wanted = form.get("alerts") === "on";
  await setLeadAlerts(getDb(), staff.id, wanted);
  revalidatePath("/admin/account");
  return {
    message: wanted
      ? "Saved: you will be emailed when a lead of yours arrives or reopens."
      : "Saved: no new-lead emails for you.",
  };
}
