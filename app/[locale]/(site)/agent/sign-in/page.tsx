import type { Metadata } from "next";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Link, redirect } from "@/i18n/navigation";
import { AgentSignInForm } from "@/components/site/agents/sign-in-form";
import { currentAgent } from "@/server/agents/session";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "AgentSignIn" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

export default async function AgentSignInPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (await currentAgent()) redirect({ href: "/agent/buyers", locale });
  const [t, messages] = await Promise.all([getTranslations("AgentSignIn"), getMessages()]);
  return (
    <section className="mx-auto grid max-w-md gap-6 px-5 py-14 sm:py-20">
      <h1 className="font-display text-4xl font-medium">{t("title")}</h1>
      <div className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-8">
        <NextIntlClientProvider messages={{ AgentSignIn: messages.AgentSignIn }}>
          <AgentSignInForm />
        </NextIntlClientProvider>
      </div>
      <Link href="/agent" className="underline underline-offset-4">
        {t("apply")}
      </Link>
    </section>
  );
}
