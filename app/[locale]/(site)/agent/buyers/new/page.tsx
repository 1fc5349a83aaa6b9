import type { Metadata } from "next";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { AgentBar } from "@/components/site/agents/agent-bar";
import { RegistrationForm } from "@/components/site/registration/registration-form";
import { unitTypeCodes } from "@/content/units/categories";
import { registerBuyerAction } from "@/server/agents/register-actions";
import { requireAgent } from "@/server/agents/session";
import { publishedSalutations } from "@/server/salutations/published";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "AgentRegister" });
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** An agent registers a buyer: the public registration form, sent through the agent's door. */
export default async function AgentRegisterPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const agent = await requireAgent(locale);
  const [t, messages] = await Promise.all([getTranslations("AgentRegister"), getMessages()]);
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-5 py-10 sm:px-8 lg:py-14">
      <AgentBar agent={agent} />
      <p className="text-sm">
        <Link href="/agent/buyers" className="underline underline-offset-4">
          ← {t("back")}
        </Link>
      </p>
      <div className="grid gap-2">
        <h1 className="font-display text-4xl font-medium sm:text-5xl">{t("title")}</h1>
        <p className="max-w-3xl text-muted">{t("intro")}</p>
      </div>
      <div className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10">
        <NextIntlClientProvider
          messages={{
            Registration: messages.Registration,
            RegistrationErrors: messages.RegistrationErrors,
          }}
        >
          <RegistrationForm
            salutations={publishedSalutations(locale)}
            unitTypes={unitTypeCodes}
            action={registerBuyerAction}
            submitLabel={t("submit")}
          />
        </NextIntlClientProvider>
      </div>
    </section>
  );
}
