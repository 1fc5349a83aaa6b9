"use server";

import { revalidatePath } from "next/cache";
import { spendInput } from "@/lib/reports/spend";
import { formatRinggit } from "@/lib/money/ringgit";
import { requirePermission } from "../access/guard";
import { getDb } from "../db/client";
import { setSpend } from "./spend";

export interface SpendActionState {
  message?: string;
  error?: string;
}

/** The campaign report's spend form: admins and marketing (`campaigns.spend`). */
export async function saveSpendAction(
  _: SpendActionState,
  form: FormData,
): Promise<SpendActionState> {
  const staff = await requirePermission("campaigns.spend");
  const parsed = spendInput.safeParse({
    month: form.get("month"),
    source: form.get("source") ?? "",
    medium: form.get("medium") ?? "",
    campaign: form.get("campaign") ?? "",
    amount: form.get("amount"),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Check the fields." };
  const input = parsed.data;
  await setSpend(getDb(), input, staff);
  revalidatePath("/admin/campaigns");
  const name = [input.source, input.medium, input.campaign].map((v) => v || "(none)").join(" / ");
  return { message: `Saved: ${name} cost ${formatRinggit(input.amount / 100)} in ${input.month}.` };
}
