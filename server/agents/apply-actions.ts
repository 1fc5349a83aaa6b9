"use server";

import { hasLocale, type Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import { agentApplicationSchema, type AgentErrorKey } from "@/lib/agents/application";
import type { AgentFormState } from "@/lib/agents/form-state";
import { getAuth } from "../auth";
import { getDb } from "../db/client";
import { metrics } from "../metrics/registry";
import { getRegistrationRateLimit } from "../registrations/rate-limit-instance";
import { clientIp } from "../request-ip";
import { applyAsAgent } from "./apply";

const localeOf = (form: FormData): Locale => {
  const requested = form.get("locale");
  return typeof requested === "string" && hasLocale(routing.locales, requested)
    ? requested
    : routing.defaultLocale;
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Translated field errors: every message is a key of `AgentErrors`. */
async function translate(
  errors: Record<string, AgentErrorKey[]>,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "AgentErrors" });
  return Object.fromEntries(
    Object.entries(errors).map(([name, keys]) => [name, keys.map((key) => t(key))]),
  );
}

/**
 * An agent applies at /agent: validated, limited like the public registration form (per address
 * and per email and number), stored as a disabled account awaiting an admin's approval.
 */
export async function applyAgentAction(_: AgentFormState, form: unknown): Promise<AgentFormState> {
  if (!(form instanceof FormData)) return { status: "error", values: {}, errors: {} };
  const locale = localeOf(form);
  const names = ["name", "agency", "ren", "phone", "email"] as const;
  const values = Object.fromEntries(names.map((name) => [name, field(form, name)]));
  const parsed = agentApplicationSchema.safeParse({ ...values, password: field(form, "password") });
  if (!parsed.success) {
    const errors: Record<string, AgentErrorKey[]> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "form");
      (errors[name] ??= []).push(issue.message as AgentErrorKey);
    }
    return { status: "invalid", values, errors: await translate(errors, locale) };
  }
  const t = await getTranslations({ locale, namespace: "Agent" });
  const requestHeaders = await headers();
  const limit = await getRegistrationRateLimit().consume(clientIp(requestHeaders), [
    `agent:${parsed.data.email}`,
    `agent:${parsed.data.phone}`,
  ]);
  if (!limit.ok) {
    metrics().rateLimited.inc({ limiter: limit.limiter });
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return { status: "error", values, errors: {}, message: t("rateLimited", { minutes }) };
  }
  const result = await applyAsAgent(getAuth(), getDb(), parsed.data);
  if (!result.ok) {
    const name = result.error === "renTaken" ? "ren" : "email";
    return {
      status: "invalid",
      values,
      errors: await translate({ [name]: [result.error] }, locale),
    };
  }
  return redirect({ href: "/agent?applied=1", locale });
}
