import type { Metadata } from "next";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Link, redirect } from "@/i18n/navigation";
import { AgentApplyForm } from "@/components/site/agents/apply-form";
import { PageIntro } from "@/components/site/page-intro";
import { currentAgent } from "@/server/agents/session";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Agent" });
  return pageMetadata({
    locale,
    path: "/agent",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

/** Agents apply here; a signed-in agent goes straight to their buyers. */
export default async function AgentPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (await currentAgent()) redirect({ href: "/agent/buyers", locale });
  const [t, messages, { applied }] = await Promise.all([
    getTranslations("Agent"),
    getMessages(),
    searchParams,
  ]);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
        <p className="mt-4 max-w-3xl text-muted">{t("protection")}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-5 pb-16 sm:px-8 lg:grid-cols-[7fr_4fr] lg:pb-24">
        <section
          aria-labelledby="apply"
          className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10"
        >
          <h2 id="apply" className="mb-6 font-display text-2xl font-medium sm:text-3xl">
            {t("applyTitle")}
          </h2>
          {applied ? (
            <p role="status" className="rounded-brand border border-line bg-bg p-4">
              {t("applied")}
            </p>
          ) : (
            <NextIntlClientProvider messages={{ Agent: messages.Agent }}>
              <AgentApplyForm />
            </NextIntlClientProvider>
          )}
        </section>
        <aside className="order-first self-start rounded-brand border border-line p-6 sm:p-8 lg:order-none">
          <p className="font-semibold">{t("haveAccount")}</p>
          <Link href="/agent/sign-in" className="mt-2 inline-block underline underline-offset-4">
            {t("signInLink")}
          </Link>
        </aside>
      </div>
    </>
  );
}
