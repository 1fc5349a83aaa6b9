import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { RegistrationPage } from "@/components/site/registration/registration-page";
import { UnitClosedNotice } from "@/components/site/registration/unit-closed-notice";
import { UnknownUnit } from "@/components/site/registration/unknown-unit";
import { SiteFrame } from "@/components/site/site-frame";
import { unitTypeCodes } from "@/content/units/codes";
import { getPathname } from "@/i18n/navigation";
import { linkedName } from "@/lib/registration/linked-interest";
import { toSearch, type PageQuery } from "@/lib/search-string";
import { registrationMetadata } from "@/server/seo/registration-metadata";
import { inventorySummary } from "@/server/units/cached-summary";
import { linkedOffer } from "@/server/units/linked-unit";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<PageQuery>;
}

/** What the link names, read against the cached inventory; null when it names nothing usable. */
async function offerOf(search: string) {
  const name = linkedName(new URLSearchParams(search).get("unit"), unitTypeCodes);
  return name && linkedOffer(name, await inventorySummary());
}

export async function generateMetadata({ params, searchParams }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const offer = await offerOf(toSearch(await searchParams));
  if (offer?.kind !== "unknown") return registrationMetadata(locale);
  const t = await getTranslations({ locale, namespace: "RegisterUnit" });
  return { title: t("unknownTitle"), robots: { index: false } };
}

/**
 * /register?unit=A-20-02&type=C1A (a unit's "Register for this unit") or ?unit=C1A (a plan's),
 * which proxy.ts rewrites here (lib/registration/unit-rewrite.ts): the form rendered with the unit
 * shown and sent as a hidden field, or the type ticked, before any script runs. Rendered per
 * request from the cached inventory, never a database read; /register itself stays prerendered.
 * The form posts back to this same address, so an answer with errors keeps the unit.
 */
export default async function RegisterForLinkPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const search = toSearch(await searchParams);
  const offer = await offerOf(search);
  const t = await getTranslations("RegisterUnit");
  if (offer?.kind === "unknown")
    return (
      <SiteFrame search={search}>
        <UnknownUnit />
      </SiteFrame>
    );
  return (
    <SiteFrame search={search}>
      <RegistrationPage
        locale={locale}
        permalink={`${getPathname({ locale, href: "/register" })}?${search}`}
        interest={
          offer &&
          (offer.kind === "unit" ? { unit: offer.unit, type: offer.type } : { type: offer.type })
        }
        notice={
          offer?.kind === "closed" && (
            <UnitClosedNotice>
              {t("closed", { unit: offer.unit, type: offer.type, status: offer.status })}
            </UnitClosedNotice>
          )
        }
      />
    </SiteFrame>
  );
}
