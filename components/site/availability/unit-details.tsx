import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { ButtonLink } from "@/components/ui/button-link";
import { Figures } from "@/components/ui/figures";
import { categoryNames } from "@/content/units/names";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { Link } from "@/i18n/navigation";
import { formatRinggit } from "@/lib/money/ringgit";
import { unitStatusClasses } from "@/lib/units/status-style";
import { registrableStatuses as open } from "@/lib/units/statuses";
import type { findStackUnit } from "@/server/units/summary";

type StackUnit = NonNullable<ReturnType<typeof findStackUnit>>;

/** A unit's facts, its status and what that means, and the ways on: register for it, visit. */
export async function UnitDetails({
  unit,
  type,
  locale,
}: {
  unit: StackUnit;
  type: UnitTypeDetails;
  locale: Locale;
}) {
  const [t, tAvailability, tType] = await Promise.all([
    getTranslations({ locale, namespace: "Funnel" }),
    getTranslations({ locale, namespace: "Availability" }),
    getTranslations({ locale, namespace: "UnitType" }),
  ]);
  const facts = [
    {
      label: t("typeLabel"),
      value: (
        <Link
          href={`/layout/${type.code}`}
          className="font-semibold text-accent-text underline underline-offset-4"
        >
          {type.code} · {categoryNames[type.category][locale]}
        </Link>
      ),
    },
    {
      label: t("sizeLabel"),
      value: (
        <>
          <Figures>{tType("size", { sqft: type.sizeSqft, sqm: type.sizeSqm })}</Figures> ·{" "}
          {tType("bedroomsShort", { count: type.bedrooms })} ·{" "}
          {tType("bathrooms", { count: type.bathrooms })}
        </>
      ),
    },
    { label: t("facingLabel"), value: tType("facingValue", { facing: type.placement.facing }) },
    {
      label: t("priceLabel"),
      value: <span className="font-semibold">{formatRinggit(unit.price, locale)}</span>,
    },
  ];
  return (
    <article className="mt-6" data-testid="unit-details">
      <p className="text-xs font-semibold uppercase tracking-[0.28em] text-accent-text">
        {t("unitEyebrow", { tower: unit.tower, level: unit.floor })}
      </p>
      <h1 className="mt-2 font-display text-5xl font-medium sm:text-6xl">
        {t("unitTitle", { unit: unit.id })}
      </h1>
      <div className="mt-6 flex gap-4 rounded-brand border border-line bg-surface p-5">
        <span
          className={`inline-flex h-8 shrink-0 items-center rounded-sm px-3 text-sm font-bold ${unitStatusClasses[unit.status]}`}
          data-testid="unit-status"
        >
          <span className="sr-only">{t("statusLabel")}: </span>
          {tAvailability("status", { status: unit.status })}
        </span>
        <p className="self-center text-sm leading-relaxed">
          {t("statusMeaning", { status: unit.status })}
        </p>
      </div>
      <dl className="mt-6 divide-y divide-line border-y border-line">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
            <dt className="text-sm text-muted sm:w-36 sm:shrink-0">{fact.label}</dt>
            <dd className="tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-muted">{t("unitNote")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        {open.has(unit.status) && (
          <ButtonLink href={{ pathname: "/register", query: { unit: unit.id, type: type.code } }}>
            {t("registerUnit")}
          </ButtonLink>
        )}
        <ButtonLink href="/book" variant={open.has(unit.status) ? "outline" : "primary"}>
          {t("book")}
        </ButtonLink>
      </div>
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link
          href={`/layout/${type.code}`}
          className="inline-flex min-h-11 items-center text-accent-text underline underline-offset-4"
        >
          {t("viewPlan", { type: type.code })}
        </Link>
        <Link
          href="/availability"
          className="inline-flex min-h-11 items-center text-accent-text underline underline-offset-4"
        >
          {t("backToChart")}
        </Link>
      </p>
    </article>
  );
}
