import { getLocale, getTranslations } from "next-intl/server";
import type { Agent } from "@/server/agents/accounts";
import { agentSignOutAction } from "@/server/agents/sign-in-actions";

/** Who is signed in to the agent portal, and the way out. */
export async function AgentBar({ agent }: { agent: Agent }) {
  const [t, locale] = await Promise.all([getTranslations("AgentBuyers"), getLocale()]);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4 text-sm">
      <p className="text-muted">
        {t("agent", { name: agent.name, agency: agent.agency, ren: agent.ren })}
      </p>
      <form action={agentSignOutAction}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="font-semibold underline underline-offset-4">
          {t("signOut")}
        </button>
      </form>
    </div>
  );
}
