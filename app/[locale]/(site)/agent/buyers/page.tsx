import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AgentBar } from "@/components/site/agents/agent-bar";
import { BuyerList } from "@/components/site/agents/buyer-list";
import { ButtonLink } from "@/components/ui/button-link";
import { agentBuyers } from "@/server/agents/progress";
import { requireAgent } from "@/server/agents/session";
import { getDb } from "@/server/db/client";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "AgentBuyers" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** The agent's portal: their own buyers' progress, and the way to register another. */
export default async function AgentBuyersPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const agent = await requireAgent(locale);
  const [t, buyers, { registered }] = await Promise.all([
    getTranslations("AgentBuyers"),
    agentBuyers(getDb(), agent.id),
    searchParams,
  ]);
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-5 py-10 sm:px-8 lg:py-14">
      <AgentBar agent={agent} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-4xl font-medium sm:text-5xl">{t("title")}</h1>
          <p className="text-muted">{t("scope")}</p>
        </div>
        <ButtonLink href="/agent/buyers/new">{t("register")}</ButtonLink>
      </div>
      {registered && (
        <p role="status" className="rounded-brand border border-line bg-surface p-4">
          {t("registered")}
        </p>
      )}
      <BuyerList buyers={buyers} />
    </section>
  );
}
