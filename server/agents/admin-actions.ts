"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { agentSettingsSchema } from "@/lib/agents/settings";
import { actorOf, requireAdmin } from "../auth/session";
import { getDb } from "../db/client";
import { extendClaim, releaseClaim } from "./claim-admin";
import { agentDecisions, decideAgent } from "./decide";
import { setAgentSettings } from "./settings";

export interface AgentDeskState {
  message?: string;
  error?: string;
}

const PAGE = "/admin/agents";

const decision = z.object({ agentId: z.uuid(), decision: z.enum(agentDecisions) });

/** Approve, reject or suspend an agent (admins only). */
export async function decideAgentAction(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = decision.safeParse(Object.fromEntries(form));
  if (!parsed.success) return;
  await decideAgent(getDb(), parsed.data.agentId, parsed.data.decision, actorOf(admin));
  revalidatePath(PAGE);
}

const extension = z.object({
  claimId: z.uuid(),
  days: z.coerce.number().int().min(1).max(365),
});

/** Adds days to a standing protection. */
export async function extendClaimAction(
  _: AgentDeskState,
  form: FormData,
): Promise<AgentDeskState> {
  const admin = await requireAdmin();
  const parsed = extension.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: "Give a number of days from 1 to 365." };
  const changed = await extendClaim(getDb(), parsed.data.claimId, parsed.data.days, admin);
  revalidatePath(PAGE);
  return changed.ok
    ? { message: "Protection extended." }
    : { error: "This protection has ended or was changed meanwhile: see the list as it is now." };
}

/** Ends a standing protection now. */
export async function releaseClaimAction(form: FormData): Promise<void> {
  const admin = await requireAdmin();
  const parsed = z.object({ claimId: z.uuid() }).safeParse(Object.fromEntries(form));
  if (!parsed.success) return;
  await releaseClaim(getDb(), parsed.data.claimId, admin);
  revalidatePath(PAGE);
}

/** The protection period for claims made from now on. */
export async function agentSettingsAction(
  _: AgentDeskState,
  form: FormData,
): Promise<AgentDeskState> {
  const admin = await requireAdmin();
  const parsed = agentSettingsSchema.safeParse({
    protectionDays: Number(form.get("protectionDays")),
  });
  if (!parsed.success) return { error: "The protection period is 1 to 365 days." };
  await setAgentSettings(getDb(), parsed.data, actorOf(admin));
  revalidatePath(PAGE);
  return {
    message: `Buyers registered from now on are protected for ${parsed.data.protectionDays} days.`,
  };
}
