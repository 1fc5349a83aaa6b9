import type { Metadata } from "next";
import { getPathname } from "@/i18n/navigation";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LookupForm } from "@/components/site/ballot/lookup-form";
import { OrderTable } from "@/components/site/ballot/order-table";
import { RecordSummary } from "@/components/site/ballot/record-summary";
import { VerifySteps } from "@/components/site/ballot/verify-steps";
import { PageIntro } from "@/components/site/page-intro";
import { ballotRecord } from "@/server/ballot/record";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { publishedOrigin } from "@/server/seo/public-origin";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Ballot" });
  return pageMetadata({
    locale,
    path: "/ballot",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

/**
 * The draw's public record (DESIGN.md, "Launch day"): where it stands, its fingerprints, the
 * drawn order a page at a time, how to check it, and "find my number". Rendered per request from
 * the database (the query makes it dynamic), so a commit or draw shows at once; every part reads
 * and works without JavaScript.
 */
export default async function BallotPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { page } = await searchParams;
  const [t, record, origin] = await Promise.all([
    getTranslations("Ballot"),
    ballotRecord(getDb()),
    publishedOrigin(env.SITE_URL),
  ]);
  const pageNumber = Number.parseInt(Array.isArray(page) ? (page[0] ?? "") : (page ?? ""), 10);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
        <p className="mt-3 text-sm text-muted">{t("timeZoneNote")}</p>
      </PageIntro>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-5 pb-20 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-[7fr_5fr]">
          <RecordSummary record={record} />
          <section
            aria-labelledby="lookup-heading"
            className="flex flex-col gap-4 self-start rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-8"
          >
            <h2 id="lookup-heading" className="font-display text-2xl font-medium sm:text-3xl">
              {t("lookupHeading")}
            </h2>
            <p className="text-muted">{t("lookupIntro")}</p>
            <LookupForm
              locale={locale}
              permalink={getPathname({ locale, href: "/ballot" })}
              labels={{
                reference: t("referenceLabel"),
                referenceHint: t("referenceHint"),
                lastFour: t("lastFourLabel"),
                submit: t("lookupSubmit"),
                submitting: t("lookupSubmitting"),
                required: t("required"),
              }}
            />
          </section>
        </div>
        <section aria-labelledby="order-heading" className="flex flex-col gap-4">
          <h2 id="order-heading" className="font-display text-2xl font-medium sm:text-3xl">
            {t("orderHeading")}
          </h2>
          {record.order ? (
            <OrderTable
              order={record.order}
              page={Number.isFinite(pageNumber) ? pageNumber : 1}
              locale={locale}
            />
          ) : (
            <p className="text-muted">{t("orderNotYet")}</p>
          )}
          <p>
            {/* The API, not a page: absolute, as the commands below name it. */}
            <a
              href={`${origin}/api/ballot`}
              className="inline-flex min-h-11 items-center font-semibold text-accent-text underline underline-offset-4"
            >
              {t("jsonLink")}
            </a>
          </p>
        </section>
        <VerifySteps siteUrl={origin} drawn={record.status === "drawn"} />
      </div>
    </>
  );
}
