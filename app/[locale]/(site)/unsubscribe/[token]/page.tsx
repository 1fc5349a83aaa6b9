import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Notice } from "@/components/site/ballot/notice";
import { SubmitButton } from "@/components/site/registration/submit-button";
import { formatDayLong, malaysiaDay } from "@/lib/time/malaysia";
import { withdrawalPageState } from "@/server/consent/instance";
import { withdrawFromPage } from "@/server/consent/page-actions";
import { currentSiteSettings } from "@/server/cms/read/site-settings";

interface PageProps {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Withdrawal" });
  // A private link: never indexed, never followed.
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The page of the "stop contacting me" link in every buyer mail. Opening it changes nothing (mail
 * scanners open links); its button posts, and the withdrawal is recorded at once.
 */
export default async function WithdrawalPage({ params, searchParams }: PageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, query, state, settings] = await Promise.all([
    getTranslations("Withdrawal"),
    searchParams,
    withdrawalPageState(token),
    currentSiteSettings(),
  ]);
  const { email } = settings.contact;
  const done = one(query.done);
  const title =
    state.kind === "invalid"
      ? t("invalidTitle")
      : state.kind === "open"
        ? t("title")
        : done === "withdrawn"
          ? t("doneTitle")
          : t("alreadyTitle");
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16 sm:py-20">
      <h1 className="font-display text-4xl font-medium text-balance">{title}</h1>
      {state.kind === "invalid" && <p className="text-muted">{t("invalidBody", { email })}</p>}
      {state.kind === "withdrawn" && (
        <Notice tone="found">
          {t(done === "withdrawn" ? "doneBody" : "alreadyBody", {
            date: formatDayLong(malaysiaDay(state.at), locale),
          })}
        </Notice>
      )}
      {state.kind === "withdrawn" && <p className="text-muted">{t("changeMind", { email })}</p>}
      {state.kind === "open" && (
        <form action={withdrawFromPage} className="flex flex-col gap-5">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          {done === "failed" && <Notice tone="problem">{t("failed")}</Notice>}
          <p className="text-lg leading-relaxed">{t("intro")}</p>
          <SubmitButton pending={false}>{t("submit")}</SubmitButton>
        </form>
      )}
    </section>
  );
}
