"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { formatClock } from "@/lib/time/malaysia";
import { getDb } from "../db/client";
import { getAuth } from ".";
import { changeOwnPassword } from "./change-password";
import { MIN_PASSWORD_LENGTH } from "./create-auth";
import { requireStaff } from "./session";
import { getPasswordChangeLimits } from "./sign-in-limits-instance";

export interface AccountActionState {
  message?: string;
  error?: string;
}

const change = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password."),
    newPassword: z
      .string()
      .min(
        MIN_PASSWORD_LENGTH,
        `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`,
      )
      .max(128, "The new password can have at most 128 characters."),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "The two new passwords differ." });

/** Changes the signed-in person's password and ends their other sessions. */
export async function changePasswordAction(
  _: AccountActionState,
  form: FormData,
): Promise<AccountActionState> {
  const staff = await requireStaff();
  const parsed = change.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message };
  const result = await changeOwnPassword(
    getAuth(),
    getDb(),
    getPasswordChangeLimits(),
    staff.id,
    { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
    await headers(),
  );
  if (!result.ok && result.reason === "locked") {
    return {
      error: `Too many wrong current passwords. Try again after ${formatClock(result.until)} (Malaysia time), or ask an admin to set a new password.`,
    };
  }
  if (!result.ok) return { error: "Your current password is not right." };
  return { message: "Password changed. Your other sessions have ended." };
}
