import { formatDay } from "@/lib/time/malaysia";
import type { createFormatter, Locale } from "next-intl";
import { formatRinggitRange } from "@/lib/money/ringgit";
import { bracketed } from "../glossary";
import { developerFacts } from "./facts";
import { advertisingParticulars as typedParticulars } from "./particulars";
import { permitStatus } from "@/lib/particulars/permit-status";
import { malaysiaDay } from "@/lib/time/malaysia";
import type { AdvertisingParticulars } from "./schema";

type ParticularKey =
  | "developer"
  | "licence"
  | "permit"
  | "permitLapsed"
  | "validity"
  | "authority"
  | "buildingPlan"
  | "tenure"
  | "tenureValue"
  | "encumbrance"
  | "landUse"
  | "completion"
  | "totalUnits"
  | "price";

/** The `AdvertisingParticulars` messages, as next-intl's `t` for that namespace gives them. */
export type ParticularLabels = (
  key: ParticularKey,
  values?: Record<string, string | number>,
) => string;

/** The particulars the unit inventory states: its unit count and price range (whole ringgit). */
export interface InventoryFigures {
  totalUnits: number;
  price: { min: number; max: number };
}

/** next-intl's formatter: getFormatter() on the site, createFormatter() in the brochure. */
export type ParticularFormatter = Pick<ReturnType<typeof createFormatter>, "dateTime" | "number">;

/**
 * The particulars Malaysian law requires on every housing advertisement, as labelled rows in the
 * reader's language: one list for the site's pages and the brochure, so they never differ.
 */
export function particularRows(
  t: ParticularLabels,
  format: ParticularFormatter,
  locale: Locale,
  inventory: InventoryFigures,
  /** As published in the CMS (server/cms/read/particulars.ts); the typed ones by default. */
  particulars: AdvertisingParticulars = typedParticulars,
  /** The Malaysian calendar day the rows are for: a permit past its last day shows as lapsed. */
  today: string = malaysiaDay(new Date()),
): [label: string, value: string][] {
  // Malaysian usage (en-MY: "20 Jul 2026"), not next-intl's "en" (US: "Jul 20, 2026").
  const date = (iso: string) => formatDay(iso, locale);
  const validity = (v: { validFrom: string; validTo: string }) =>
    t("validity", { from: date(v.validFrom), to: date(v.validTo) });
  const { tenure } = particulars;
  return [
    [t("developer"), developerFacts.company],
    [
      t("licence"),
      bracketed(
        locale,
        particulars.developerLicence.number,
        validity(particulars.developerLicence),
      ),
    ],
    [
      t("permit"),
      permitStatus(particulars, today).state === "lapsed"
        ? t("permitLapsed", { date: date(particulars.advertisingPermit.validTo) })
        : bracketed(
            locale,
            particulars.advertisingPermit.number,
            validity(particulars.advertisingPermit),
          ),
    ],
    [t("authority"), particulars.approvingAuthority],
    [t("buildingPlan"), particulars.buildingPlanReference],
    [
      t("tenure"),
      tenure.kind === "freehold"
        ? t("tenureValue", { kind: "freehold", years: 0, expires: "" })
        : t("tenureValue", {
            kind: "leasehold",
            years: tenure.years,
            expires: date(tenure.expires),
          }),
    ],
    [t("encumbrance"), particulars.encumbrance[locale]],
    [t("landUse"), particulars.landUse[locale]],
    [
      t("completion"),
      format.dateTime(new Date(`${particulars.expectedCompletion}-01T00:00:00Z`), {
        year: "numeric",
        month: "long",
        timeZone: "UTC",
      }),
    ],
    [t("totalUnits"), format.number(inventory.totalUnits)],
    [t("price"), formatRinggitRange(inventory.price.min, inventory.price.max, locale)],
  ];
}
