"use server";

import { hasLocale, type Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { redirect } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";
import type { RegistrationFormState } from "@/lib/registration/form-state";
import { formatDateTime } from "@/lib/time/malaysia";
import { getDb } from "../db/client";
import { formFields } from "../http/read-body";
import { register, type RegisterRequest } from "../registrations/register";
import { translateErrors } from "../registrations/translate-errors";
import { requestId } from "../request-id";
import { agentLabel } from "./accounts";
import { isAgentClaimRefused } from "./claims";
import { requireAgent } from "./session";
import { getAgentSettings } from "./settings";

const KEY = /^[0-9a-f-]{36}$/i;

type AgentOutcome = Awaited<ReturnType<typeof register>> | { kind: "protected"; endsAt: string };

/** The registration pipeline's answer, or the refusal of a person another agent protects. */
async function registerOrRefuse(raw: unknown, request: RegisterRequest): Promise<AgentOutcome> {
  try {
    return await register(raw, request);
  } catch (error) {
    if (isAgentClaimRefused(error)) return { kind: "protected", endsAt: error.endsAt };
    throw error;
  }
}

/**
 * An approved agent registers a buyer: the public form's fields, validation and consents, through
 * the one registration pipeline (one person is one first registration), as source `agent`, and
 * the person is claimed for the agent in the same transaction. A person another agent protects is
 * refused with the date the protection ends, in the agent's language, never who holds it.
 */
export async function registerBuyerAction(
  _: RegistrationFormState,
  formData: unknown,
): Promise<RegistrationFormState> {
  const requested = formData instanceof FormData ? formData.get("locale") : null;
  const locale: Locale =
    typeof requested === "string" && hasLocale(routing.locales, requested)
      ? requested
      : routing.defaultLocale;
  const agent = await requireAgent(locale);
  const t = await getTranslations({ locale, namespace: "AgentRegister" });
  if (!(formData instanceof FormData))
    return { status: "error", values: {}, errors: {}, message: t("unavailable") };

  const params = new URLSearchParams();
  for (const [key, value] of formData)
    if (typeof value === "string" && !key.startsWith("$")) params.append(key, value);
  const unitTypes = params.getAll("unitTypes");
  const submissionKey = params.get("submissionKey") ?? "";
  const { protectionDays } = await getAgentSettings(getDb());

  const outcome = await registerOrRefuse(
    { ...formFields(params), unitTypes },
    {
      locale,
      source: "agent",
      requestId: requestId(await headers()),
      // The limits count per agent: agents share offices and networks, not accounts.
      ip: `agent:${agent.id}`,
      idempotencyKey: KEY.test(submissionKey) ? `agent:${agent.id}:${submissionKey}` : undefined,
      desk: { staffId: agent.id, staffName: agent.name, agent: agentLabel(agent) },
      agentClaim: { agentId: agent.id, days: protectionDays },
    },
  );
  if (outcome.kind === "created") return redirect({ href: "/agent/buyers?registered=1", locale });

  const values = { ...Object.fromEntries(params), unitTypes } as Record<string, string | string[]>;
  if (outcome.kind === "invalid")
    return { status: "invalid", values, errors: await translateErrors(outcome.errors, locale) };
  const message =
    outcome.kind === "protected"
      ? t("protected", { date: formatDateTime(outcome.endsAt, locale) })
      : outcome.kind === "rate_limited"
        ? t("rateLimited", { minutes: Math.ceil(outcome.retryAfterSeconds / 60) })
        : t("unavailable");
  return { status: "error", values, errors: {}, message };
}
