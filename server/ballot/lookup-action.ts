"use server";

import { hasLocale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import { routing } from "@/i18n/routing";
import type { LookupFormState } from "@/lib/ballot/lookup-state";
import { getDb } from "../db/client";
import { getLaunchSettings } from "../launch/settings";
import { log } from "../log";
import { clientIp } from "../request-ip";
import { getLookupLimits } from "./lookup-limits-instance";
import { lookupEntry } from "./lookup";
import { slotWhen } from "./result-mail";
import { slotEnd } from "@/lib/ballot/slot";

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, 40) : "";
};

/**
 * "Find my number" on /ballot: a plain form post without JavaScript, and with it. The answer says
 * nothing about whether a reference exists unless the digits are right too (server/ballot/lookup.ts).
 */
export async function findMyNumber(
  _: LookupFormState,
  formData: unknown,
): Promise<LookupFormState> {
  if (!(formData instanceof FormData)) {
    const t = await getTranslations({ locale: routing.defaultLocale, namespace: "Ballot" });
    return {
      status: "invalid",
      errors: {},
      reference: "",
      message: t("unreadable"),
      tone: "problem",
    };
  }
  const requested = formData.get("locale");
  const locale =
    typeof requested === "string" && hasLocale(routing.locales, requested)
      ? requested
      : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "Ballot" });
  const reference = text(formData, "reference").trim();
  const lastFour = text(formData, "lastFour").trim();
  const errors: LookupFormState["errors"] = {};
  if (!reference) errors.reference = t("referenceRequired");
  if (!/^\d{4}$/.test(lastFour)) errors.lastFour = t("lastFourInvalid");
  if (errors.reference || errors.lastFour) return { status: "invalid", errors, reference };

  const answered = (message: string, tone: LookupFormState["tone"]): LookupFormState => ({
    status: "answered",
    errors: {},
    reference,
    message,
    tone,
  });
  try {
    const db = getDb();
    const answer = await lookupEntry(db, getLookupLimits(), {
      reference,
      lastFour,
      address: clientIp(await headers()),
    });
    if (answer.kind === "rate-limited") {
      const minutes = Math.ceil(answer.retryAfterSeconds / 60);
      return answered(t("lookupRateLimited", { minutes }), "problem");
    }
    if (answer.kind === "no-match") return answered(t("lookupNoMatch"), "problem");
    if (answer.position === null || !answer.slot)
      return answered(t("lookupEntered", { reference: answer.reference }), "info");
    const start = new Date(answer.slot).toISOString();
    const when = slotWhen(start, slotEnd(await getLaunchSettings(db), start), locale);
    return answered(
      t("lookupFound", { reference: answer.reference, position: answer.position, when }),
      "found",
    );
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : "unknown" }, "ballot lookup failed");
    return answered(t("failed"), "problem");
  }
}
