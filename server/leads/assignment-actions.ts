"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { routing } from "@/i18n/routing";
import { localeLabels } from "@/lib/leads/format";
import { requireAdmin } from "../auth/session";
import { getDb } from "../db/client";
import { assignmentRules } from "@/lib/leads/assignment-rule";
import { assignmentRuleLabels } from "@/lib/leads/assignment-labels";
import { setAssignmentRule, setStaffLanguages } from "./assignment-settings";

export interface SettingsActionState {
  message?: string;
  error?: string;
}

export async function setAssignmentRuleAction(
  _: SettingsActionState,
  form: FormData,
): Promise<SettingsActionState> {
  const admin = await requireAdmin();
  const parsed = z.enum(assignmentRules).safeParse(form.get("rule"));
  if (!parsed.success) return { error: "Choose how new leads are assigned." };
  const result = await setAssignmentRule(getDb(), parsed.data, admin.id);
  revalidatePath("/admin/staff");
  const label = assignmentRuleLabels[parsed.data];
  return result.changed
    ? { message: `Saved: ${label}.` }
    : { message: `Nothing to save: it already was "${label}".` };
}

const languagesInput = z.object({
  userId: z.uuid(),
  languages: z.array(z.enum(routing.locales)).max(routing.locales.length),
});

export async function setStaffLanguagesAction(
  _: SettingsActionState,
  form: FormData,
): Promise<SettingsActionState> {
  const admin = await requireAdmin();
  const parsed = languagesInput.safeParse({
    userId: form.get("userId"),
    languages: form.getAll("languages"),
  });
  if (!parsed.success) return { error: "Tick the languages this person sells in." };
  const result = await setStaffLanguages(
    getDb(),
    parsed.data.userId,
    parsed.data.languages,
    admin.id,
  );
  revalidatePath("/admin/staff");
  const names = result.languages.map((code) => localeLabels[code] ?? code).join(", ") || "none";
  return result.changed
    ? { message: `Languages saved: ${names}.` }
    : { message: `Nothing to save: already ${names}.` };
}
