"use server";

import { isAPIError } from "better-auth/api";
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { z } from "zod";
import { staffRoleLabels } from "@/lib/staff/roles";
import { writeAudit } from "../audit/write";
import { getDb } from "../db/client";
import { getAuth } from ".";
import { MIN_PASSWORD_LENGTH } from "./create-auth";
import { staffRoles, type StaffRole } from "./roles";
import { actorOf, requireAdmin } from "./session";
import { getPasswordChangeLimits, getSignInLimits } from "./sign-in-limits-instance";
import { createStaff, findStaffByEmail, listStaff, resetStaffPassword } from "./staff";
import { changeStaffRole } from "./staff-role";

export interface StaffActionState {
  message?: string;
  error?: string;
}

const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(128, "Passwords can have at most 128 characters.");

const newStaff = z.object({
  email: z.email("Enter a valid email address.").max(254),
  name: z.string().trim().min(1, "Enter the person's name.").max(120),
  role: z.enum(staffRoles),
  password,
});

const firstError = (error: z.ZodError) => error.issues[0]?.message ?? "Check the form.";

export async function createStaffAction(
  _: StaffActionState,
  form: FormData,
): Promise<StaffActionState> {
  const admin = await requireAdmin();
  const parsed = newStaff.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: firstError(parsed.error) };
  const db = getDb();
  if (await findStaffByEmail(db, parsed.data.email))
    return { error: "That email already has an account." };
  const member = await createStaff(getAuth(), parsed.data);
  await writeAudit(db, {
    actor: actorOf(admin),
    action: "staff.create",
    entity: "staff",
    entityId: member.id,
    details: { role: member.role },
  });
  revalidatePath("/admin/staff");
  return {
    message: `Account created for ${member.email}. Give them the password in person or by phone.`,
  };
}

const target = z.object({ userId: z.uuid() });

export async function resetPasswordAction(
  _: StaffActionState,
  form: FormData,
): Promise<StaffActionState> {
  const admin = await requireAdmin();
  const parsed = target.extend({ password }).safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: firstError(parsed.error) };
  await resetStaffPassword(getAuth(), parsed.data.userId, parsed.data.password);
  // The lock message tells a locked-out person that an admin can do this sooner.
  const member = (await listStaff(getDb())).find((m) => m.id === parsed.data.userId);
  if (member) await getSignInLimits().unlock(member.email);
  await getPasswordChangeLimits().unlock(parsed.data.userId);
  await writeAudit(getDb(), {
    actor: actorOf(admin),
    action: "staff.reset_password",
    entity: "staff",
    entityId: parsed.data.userId,
  });
  revalidatePath("/admin/staff");
  return { message: "Password changed; their sessions have ended." };
}

/** Disables or enables an account (better-auth's ban), checked again by the library's admin rules. */
export async function setDisabledAction(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = target
    .extend({ disabled: z.enum(["0", "1"]) })
    .safeParse(Object.fromEntries(form));
  if (!parsed.success || parsed.data.userId === admin.id) return;
  const { userId, disabled } = parsed.data;
  const requestHeaders = await headers();
  try {
    if (disabled === "1") {
      await getAuth().api.banUser({
        body: { userId, banReason: "Disabled by an admin" },
        headers: requestHeaders,
      });
    } else {
      await getAuth().api.unbanUser({ body: { userId }, headers: requestHeaders });
    }
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return;
  }
  await writeAudit(getDb(), {
    actor: actorOf(admin),
    action: disabled === "1" ? "staff.disable" : "staff.enable",
    entity: "staff",
    entityId: userId,
  });
  revalidatePath("/admin/staff");
}

export interface RoleActionState {
  message?: string;
  error?: string;
  /** The change waits for the admin's confirmation (the form's second step). */
  confirm?: { role: StaffRole; shown: StaffRole; question: string };
}

const roleInput = target.extend({
  role: z.enum(staffRoles),
  shown: z.enum(staffRoles).optional(),
  confirmed: z.literal("1").optional(),
  cancel: z.literal("1").optional(),
});

const roleName = (role: StaffRole) => staffRoleLabels[role].toLowerCase();

/**
 * A role change takes two steps, so a stray click or a form showing an old role cannot promote or
 * demote anyone: the first submit asks, the second (with `confirmed=1`) changes. Both are plain
 * form posts, so the confirmation works without JavaScript.
 */
export async function setRoleAction(_: RoleActionState, form: FormData): Promise<RoleActionState> {
  const admin = await requireAdmin();
  const parsed = roleInput.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: "Choose one of the roles." };
  const { userId, role, shown, confirmed, cancel } = parsed.data;
  if (cancel) return { message: "Nothing changed." };
  const result = await changeStaffRole(
    getDb(),
    { userId, role, shown, confirmed: confirmed === "1" },
    admin.id,
  );
  revalidatePath("/admin/staff");
  switch (result.outcome) {
    case "confirm":
      return {
        confirm: {
          role: result.to,
          shown: result.from,
          question:
            result.to === "admin"
              ? `Make ${result.name} an admin? Admins manage staff accounts and read the audit log.`
              : `Make ${result.name} sales staff? They will no longer manage staff accounts.`,
        },
      };
    case "changed":
      return { message: `${result.name} is now ${roleName(result.to)}.` };
    case "unchanged":
      return { message: `Nothing to save: ${result.name} is already ${roleName(result.role)}.` };
    case "stale":
      return {
        error: `Not saved: someone made ${result.name} ${roleName(result.role)} meanwhile. Choose again if it should still change.`,
      };
    case "last-admin":
      return {
        error: `${result.name} is the only active admin. Make someone else an admin first, so the desk keeps someone who can manage staff.`,
      };
    case "missing":
      return { error: "That account no longer exists." };
  }
}
