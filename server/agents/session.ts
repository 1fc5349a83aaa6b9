import "server-only";
import type { Locale } from "next-intl";
import { redirect as redirectTo } from "next/navigation";
import { redirect } from "@/i18n/navigation";
import { currentStaff } from "../auth/session";
import { getDb } from "../db/client";
import { agentById, type Agent } from "./accounts";

/**
 * The signed-in agent of this request, only while their account is approved; null for anyone
 * else (nobody signed in, desk staff, an agent pending, rejected or suspended).
 */
export async function currentAgent(): Promise<Agent | null> {
  const staff = await currentStaff();
  if (!staff || staff.role !== "agent") return null;
  const agent = await agentById(getDb(), staff.id);
  return agent?.status === "approved" ? agent : null;
}

/**
 * For the agent portal's pages and actions: the approved agent, or away. Desk staff go to the
 * desk; everyone else to the agent sign-in, in the page's language.
 */
export async function requireAgent(locale: Locale): Promise<Agent> {
  const agent = await currentAgent();
  if (agent) return agent;
  const staff = await currentStaff();
  if (staff && staff.role !== "agent") redirectTo("/admin");
  return redirect({ href: "/agent/sign-in", locale });
}
