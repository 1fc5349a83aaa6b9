"use server";

import { isAPIError } from "better-auth/api";
import { headers } from "next/headers";
import { z } from "zod";
import { writeAudit } from "../audit/write";
import { getDb } from "../db/client";
import { getAuth } from ".";
import { MIN_PASSWORD_LENGTH } from "./create-auth";
import { actorOf, requireStaff } from "./session";

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
  try {
    await getAuth().api.changePassword({
      body: {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        revokeOtherSessions: true,
      },
      headers: await headers(),
    });
  } catch (error) {
    if (isAPIError(error)) return { error: "Your current password is not right." };
    throw error;
  }
  await writeAudit(getDb(), {
    actor: actorOf(staff),
    action: "staff.change_password",
    entity: "staff",
    entityId: staff.id,
  });
  return { message: "Password changed. Your other sessions have ended." };
}
