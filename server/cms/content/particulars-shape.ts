import type { Locale } from "next-intl";
import {
  advertisingParticularsSchema,
  type AdvertisingParticulars,
} from "@/content/developer/schema";
import { malaysiaDay } from "@/lib/time/malaysia";

/** The typed particulars as the CMS stores them in one language (dates as instants). */
export function particularsToCms(particulars: AdvertisingParticulars, locale: Locale) {
  const instant = (day: string) => `${day}T04:00:00.000Z`; // noon in Malaysia
  const validity = (v: AdvertisingParticulars["developerLicence"]) => ({
    number: v.number,
    validFrom: instant(v.validFrom),
    validTo: instant(v.validTo),
  });
  const { tenure } = particulars;
  return {
    developerLicence: validity(particulars.developerLicence),
    advertisingPermit: validity(particulars.advertisingPermit),
    approvingAuthority: particulars.approvingAuthority,
    buildingPlanReference: particulars.buildingPlanReference,
    tenure:
      tenure.kind === "leasehold"
        ? { kind: "leasehold", years: tenure.years, expires: instant(tenure.expires) }
        : { kind: "freehold", years: null, expires: null },
    encumbrance: particulars.encumbrance[locale],
    landUse: particulars.landUse[locale],
    expectedCompletion: particulars.expectedCompletion,
  };
}

/**
 * The CMS's particulars (read with `locale: "all"`, so each wording comes per language) in the
 * typed shape, or null when they do not make a complete, valid set (the seeded ones then show).
 */
export function particularsFromCms(doc: unknown): AdvertisingParticulars | null {
  if (!doc || typeof doc !== "object") return null;
  const d = doc as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const day = (value: unknown) =>
    typeof value === "string" && value ? malaysiaDay(value) : undefined;
  const validity = (v: Record<string, unknown> | undefined) => ({
    number: v?.number,
    validFrom: day(v?.validFrom),
    validTo: day(v?.validTo),
  });
  const parsed = advertisingParticularsSchema.safeParse({
    developerLicence: validity(d.developerLicence),
    advertisingPermit: validity(d.advertisingPermit),
    approvingAuthority: d.approvingAuthority,
    buildingPlanReference: d.buildingPlanReference,
    tenure:
      d.tenure?.kind === "leasehold"
        ? { kind: "leasehold", years: d.tenure.years, expires: day(d.tenure.expires) }
        : { kind: d.tenure?.kind },
    encumbrance: d.encumbrance,
    landUse: d.landUse,
    expectedCompletion: d.expectedCompletion,
  });
  return parsed.success ? parsed.data : null;
}
