"use server";

import { hasLocale, type Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { redirect as redirectTo } from "next/navigation";
import { z } from "zod";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { formatClock } from "@/lib/time/malaysia";
import { writeAudit } from "../audit/write";
import { getAuth } from "../auth";
import { currentStaff } from "../auth/session";
import { signIn } from "../auth/sign-in";
import { getSignInLimits } from "../auth/sign-in-limits-instance";
import { getDb } from "../db/client";
import { agentByEmail } from "./accounts";

export interface AgentSignInState {
  error?: string;
  email?: string;
}

const credentials = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(128),
});

const localeOf = (form: FormData): Locale => {
  const requested = form.get("locale");
  return typeof requested === "string" && hasLocale(routing.locales, requested)
    ? requested
    : routing.defaultLocale;
};

/**
 * An agent signs in at /agent/sign-in: the desk's sign-in (lockout, slow-down, audit), then the
 * portal. A disabled account is told why in the agent's language: still awaiting approval, or
 * not active. Desk staff who sign in here are sent to the desk.
 */
export async function agentSignInAction(
  _: AgentSignInState,
  form: unknown,
): Promise<AgentSignInState> {
  if (!(form instanceof FormData)) return {};
  const locale = localeOf(form);
  const t = await getTranslations({ locale, namespace: "AgentSignIn" });
  const email = String(form.get("email") ?? "").slice(0, 254);
  const parsed = credentials.safeParse({ email, password: form.get("password") });
  if (!parsed.success) return { error: t("missing"), email };

  const db = getDb();
  const result = await signIn(getAuth(), db, getSignInLimits(), parsed.data, await headers());
  if (result.ok) {
    const agent = await agentByEmail(db, parsed.data.email);
    if (!agent) redirectTo("/admin");
    return redirect({ href: "/agent/buyers", locale });
  }
  if (result.reason === "locked" || result.reason === "blocked")
    return { error: t(result.reason, { time: formatClock(result.until, locale) }), email };
  // An application awaiting approval or a suspended agent gets this answer too: telling them apart
  // would confirm the password to whoever typed it.
  return { error: t("invalid"), email };
}

export async function agentSignOutAction(form: FormData): Promise<void> {
  const locale = localeOf(form);
  const staff = await currentStaff();
  if (staff) {
    await getAuth().api.signOut({ headers: await headers() });
    await writeAudit(getDb(), {
      actor: `staff:${staff.id}`,
      action: "staff.sign_out",
      entity: "staff",
      entityId: staff.id,
    });
  }
  redirect({ href: "/agent/sign-in", locale });
}
