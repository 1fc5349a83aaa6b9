"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { afterSignIn } from "./after-sign-in";
import { z } from "zod";
import { writeAudit } from "../audit/write";
import { getDb } from "../db/client";
import { getAuth } from ".";
import { requireStaff } from "./session";
import { signIn } from "./sign-in";
import { getSignInLimits } from "./sign-in-limits-instance";
import { revokeAllSessions } from "./staff";
import { formatClock } from "@/lib/time/malaysia";

export interface SignInState {
  error?: string;
  email?: string;
}

const credentials = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(128),
});

const lockedMessage = (until: Date) =>
  `Too many wrong passwords. This account is locked until ${formatClock(until)} (Malaysia time). An admin can reset the password sooner.`;

const blockedMessage = (until: Date) =>
  `Too many wrong passwords from this network. Try again after ${formatClock(until)} (Malaysia time).`;

export async function signInAction(_: SignInState, form: FormData): Promise<SignInState> {
  const parsed = credentials.safeParse({
    email: form.get("email"),
    password: form.get("password"),
  });
  const email = String(form.get("email") ?? "").slice(0, 254);
  if (!parsed.success) return { error: "Enter your work email and your password.", email };

  const result = await signIn(getAuth(), getDb(), getSignInLimits(), parsed.data, await headers());
  if (result.ok) redirect(afterSignIn(form.get("next")));
  if (result.reason === "locked") return { error: lockedMessage(result.until), email };
  if (result.reason === "blocked") return { error: blockedMessage(result.until), email };
  // A disabled account gets this answer too: telling it apart would confirm the password.
  return {
    error:
      "That email and password do not match an account. A disabled account can sign in again once an admin enables it.",
    email,
  };
}

export async function signOutAction(): Promise<void> {
  const staff = await requireStaff();
  await getAuth().api.signOut({ headers: await headers() });
  await writeAudit(getDb(), {
    actor: `staff:${staff.id}`,
    action: "staff.sign_out",
    entity: "staff",
    entityId: staff.id,
  });
  redirect("/admin/sign-in");
}

/** Ends every session of the signed-in person: a lost phone, a shared computer. */
export async function signOutEverywhereAction(): Promise<void> {
  const staff = await requireStaff();
  await revokeAllSessions(getAuth(), staff.id);
  await writeAudit(getDb(), {
    actor: `staff:${staff.id}`,
    action: "staff.sign_out_everywhere",
    entity: "staff",
    entityId: staff.id,
  });
  redirect("/admin/sign-in");
}
