import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { HiddenFields } from "@/components/site/ballot/hidden-fields";
import { Notice } from "@/components/site/ballot/notice";
import { ShortlistList } from "@/components/site/ballot/shortlist-list";
import { UnitPicker } from "@/components/site/ballot/unit-picker";
import { SubmitButton } from "@/components/site/registration/submit-button";
import { ButtonLink } from "@/components/ui/button-link";
import { unitTypeCodes } from "@/content/units/codes";
import { SHORTLIST_MAX } from "@/lib/ballot/shortlist";
import { slotEnd } from "@/lib/ballot/slot";
import { UNIT_LABEL } from "@/lib/units/label";
import { ballotStatus } from "@/server/ballot/ballot-row";
import { enterAsBuyer } from "@/server/ballot/entry-actions";
import { ballotSecret } from "@/server/ballot/instance";
import { personLead } from "@/server/leads/person-lead";
import { entryOfLead } from "@/server/ballot/queue";
import { slotWhen } from "@/server/ballot/result-mail";
import { shortlistOf } from "@/server/ballot/shortlist";
import { leadIdOfToken } from "@/server/ballot/token";
import { getDb } from "@/server/db/client";
import { getLaunchSettings } from "@/server/launch/settings";
import { listUnits } from "@/server/units/list";

type Query = Record<string, string | string[] | undefined>;

interface PageProps {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Query>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Ballot" });
  // A private link: never indexed, never followed.
  return { title: t("entryMetaTitle"), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const unitList = (value: string | string[] | undefined) =>
  (one(value) ?? "")
    .split(",")
    .filter((id) => UNIT_LABEL.test(id))
    .slice(0, 20);

const dones = new Set(["entered", "added", "removed", "moved"]);
const pickErrors = new Set(["pickNone", "tooMany", "unavailable", "unknownUnit"]);
const pageErrors = new Set(["closed", "notEntered", "failed"]);

const heading = "font-display text-2xl font-medium sm:text-3xl";

/**
 * The buyer's own ballot page, opened by the signed link in their mail or on the thank-you page:
 * the "Enter the ballot" button, then their reference and the shortlist editor. Every form is a
 * plain post (or a GET to pick a type), so all of it works without JavaScript.
 */
export default async function BallotEntryPage({ params, searchParams }: PageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations("Ballot"), searchParams]);
  const leadId = leadIdOfToken(ballotSecret(), token);
  const db = getDb();
  const person = leadId ? await personLead(db, leadId) : undefined;
  if (!leadId || !person) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-5 px-6 py-20 text-center">
        <h1 className="font-display text-4xl font-medium text-balance">{t("invalidTitle")}</h1>
        <p className="text-muted">{t("invalidBody")}</p>
        <ButtonLink href="/ballot" className="self-center">
          {t("recordLink")}
        </ButtonLink>
      </section>
    );
  }
  const [entry, status] = await Promise.all([entryOfLead(db, leadId), ballotStatus(db)]);
  const done = one(query.done);
  const error = one(query.error) ?? "";
  const drawn = status === "drawn";

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-8 px-5 py-14 sm:px-8 lg:py-20">
      <h1 className="font-display text-4xl font-medium text-balance sm:text-5xl">
        {t("entryTitle")}
      </h1>
      {done && dones.has(done) && <Notice tone="found">{t("done", { done })}</Notice>}
      {pageErrors.has(error) && <Notice tone="problem">{t(error as "closed")}</Notice>}
      {entry ? (
        <>
          <div className="flex flex-col gap-3 rounded-brand border border-line bg-surface p-6">
            <p className="text-sm font-semibold text-muted">{t("referenceIntro")}</p>
            <p
              className="font-mono text-4xl font-semibold tracking-[0.2em] text-accent-text"
              data-testid="ballot-reference"
            >
              {entry.reference}
            </p>
            <p className="text-sm text-muted">{t("referenceKeep")}</p>
            {entry.position !== null && entry.slotStart ? (
              <p className="text-lg font-semibold">
                {t("yourPlace", {
                  position: entry.position,
                  when: slotWhen(
                    entry.slotStart,
                    slotEnd(await getLaunchSettings(db), entry.slotStart),
                    locale,
                  ),
                })}
              </p>
            ) : (
              <p>{t("awaitingDraw")}</p>
            )}
          </div>
          <Shortlist
            reference={entry.reference}
            token={token}
            locale={locale}
            drawn={drawn}
            query={query}
          />
          <ButtonLink href="/ballot" variant="outline" className="self-start">
            {t("recordLink")}
          </ButtonLink>
        </>
      ) : status === "open" ? (
        <form action={enterAsBuyer} className="flex flex-col gap-5">
          <HiddenFields token={token} locale={locale} />
          <p className="text-lg leading-relaxed">{t("enterIntro")}</p>
          <SubmitButton pending={false}>{t("enterSubmit")}</SubmitButton>
        </form>
      ) : (
        <>
          <p className="text-lg leading-relaxed">{t("closedBody")}</p>
          <ButtonLink href="/ballot" variant="outline" className="self-start">
            {t("recordLink")}
          </ButtonLink>
        </>
      )}
    </section>
  );
}

interface ShortlistProps {
  reference: string;
  token: string;
  locale: Locale;
  drawn: boolean;
  query: Query;
}

/** The shortlist and, until the draw, adding units of a type; refusals said where they apply. */
async function Shortlist({ reference, token, locale, drawn, query }: ShortlistProps) {
  const t = await getTranslations("Ballot");
  const db = getDb();
  const kept = await shortlistOf(db, reference);
  const asked = one(query.type)?.toUpperCase();
  const type = asked && unitTypeCodes.includes(asked) ? asked : undefined;
  const error = one(query.error) ?? "";
  const units = unitList(query.units);
  const room = SHORTLIST_MAX - kept.length;
  const pickError = !pickErrors.has(error)
    ? undefined
    : error === "tooMany"
      ? t("tooMany", { max: SHORTLIST_MAX, count: kept.length, room })
      : error === "unavailable" || error === "unknownUnit"
        ? t(error, { units: units.join(", "), count: units.length })
        : t("pickNone");
  return (
    <section aria-labelledby="shortlist-heading" className="flex flex-col gap-5">
      <h2 id="shortlist-heading" className={heading}>
        {t("shortlistHeading")}
      </h2>
      <p className="text-muted">
        {drawn ? t("shortlistReadOnly") : t("shortlistIntro", { max: SHORTLIST_MAX })}
      </p>
      {kept.length ? (
        <>
          <p className="text-sm font-semibold" data-testid="shortlist-count">
            {t("shortlistCount", { count: kept.length, max: SHORTLIST_MAX })}
          </p>
          <ShortlistList units={kept} token={token} locale={locale} readOnly={drawn} />
        </>
      ) : (
        <p>{t("shortlistEmpty")}</p>
      )}
      {!drawn && (
        <section aria-labelledby="add-heading" className="flex flex-col gap-4">
          <h3 id="add-heading" className="font-display text-xl font-medium">
            {t("addHeading")}
          </h3>
          {pickError && (!type || room <= 0) && <Notice tone="problem">{pickError}</Notice>}
          {room > 0 ? (
            <UnitPicker
              token={token}
              locale={locale}
              type={type}
              units={type ? await listUnits(db, { type, status: "available" }, "public") : []}
              kept={kept.map((unit) => unit.unitId)}
              picked={unitList(query.picked)}
              typeError={asked !== undefined && !type ? t("typeRequired") : undefined}
              pickError={pickError}
            />
          ) : (
            <p>{t("shortlistFull")}</p>
          )}
        </section>
      )}
    </section>
  );
}
