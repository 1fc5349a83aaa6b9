import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ThanksNextSteps } from "@/components/site/funnel/thanks-next-steps";
import { ButtonLink } from "@/components/ui/button-link";
import { ballotStatus } from "@/server/ballot/ballot-row";
import { rememberedBallotToken } from "@/server/ballot/thanks-link";
import { getDb } from "@/server/db/client";

interface PageProps {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Registration" });
  return { title: t("thanksMetaTitle"), robots: { index: false } };
}

export default async function ThankYouPage({ params }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Registration");
  const steps = [t("thanksStep1"), t("thanksStep2"), t("thanksStep3")];
  // The registrant's own ballot link, from the form's post (server/ballot/thanks-link.ts), while
  // the ballot takes entries.
  const ballotToken = await rememberedBallotToken();
  const ballotOpen = ballotToken !== null && (await ballotStatus(getDb())) === "open";
  const tBallot = await getTranslations("Ballot");
  return (
    <section className="mx-auto flex max-w-2xl flex-col px-6 py-20 text-center">
      <svg viewBox="0 0 48 48" className="mx-auto h-14 w-14 text-accent-text" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 className="mt-6 font-display text-4xl font-medium text-balance sm:text-5xl">
        {t("thanksTitle")}
      </h1>
      <p className="mt-5 leading-relaxed text-muted">{t("thanksBody")}</p>
      <h2 className="mt-10 text-xs font-semibold uppercase tracking-[0.24em] text-accent-text">
        {t("thanksNext")}
      </h2>
      <ol className="mx-auto mt-4 flex max-w-md flex-col gap-3 text-start">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4 rounded-brand border border-line bg-surface p-4">
            <span className="font-display text-2xl font-semibold text-accent-text">
              {index + 1}
            </span>
            <span className="self-center text-sm">{step}</span>
          </li>
        ))}
      </ol>
      {ballotOpen && (
        <section
          aria-labelledby="ballot-heading"
          className="mx-auto mt-10 flex max-w-md flex-col gap-3 rounded-brand border border-accent-text/40 bg-accent/10 p-5 text-start"
        >
          <h2 id="ballot-heading" className="font-display text-2xl font-medium">
            {tBallot("thanksHeading")}
          </h2>
          <p className="text-sm leading-relaxed">{tBallot("thanksBody")}</p>
          <ButtonLink href={`/ballot/enter/${ballotToken}`} className="self-start">
            {tBallot("thanksEnter")}
          </ButtonLink>
        </section>
      )}
      <ThanksNextSteps locale={locale} />
    </section>
  );
}
