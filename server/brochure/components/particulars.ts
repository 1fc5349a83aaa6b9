import { advertisingParticulars as particulars, developerFacts } from "@/content/developer";
import type { BrochureContext } from "../context";

/**
 * The particulars Malaysian law requires on every housing advertisement, labelled and worded as
 * components/site/advertising-particulars.tsx shows them on the site, in the reader's language.
 */
export function particularRows(ctx: BrochureContext): [label: string, value: string][] {
  const { format, locale } = ctx;
  const t = ctx.pages.particulars;
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const validity = (v: { validFrom: string; validTo: string }) =>
    t("validity", { from: date(v.validFrom), to: date(v.validTo) });
  const { tenure } = particulars;
  return [
    [t("developer"), developerFacts.company],
    [
      t("licence"),
      `${particulars.developerLicence.number} (${validity(particulars.developerLicence)})`,
    ],
    [
      t("permit"),
      `${particulars.advertisingPermit.number} (${validity(particulars.advertisingPermit)})`,
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
    [t("totalUnits"), format.number(particulars.totalUnits)],
    [t("price"), t("priceRange", { min: particulars.price.min, max: particulars.price.max })],
  ];
}
