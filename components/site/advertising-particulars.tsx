import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { advertisingParticulars as particulars, developerFacts } from "@/content/developer";

interface AdvertisingParticularsProps {
  /** `full`: a labelled list (the developer page); `compact`: one line of small print near a form. */
  variant?: "full" | "compact";
  className?: string;
}

/**
 * The particulars Malaysian law requires on every housing advertisement, from one typed object
 * (content/developer/particulars.ts), so the site, the landing page and the brochure never differ.
 */
export async function AdvertisingParticulars({
  variant = "full",
  className = "",
}: AdvertisingParticularsProps) {
  const [t, format, locale] = await Promise.all([
    getTranslations("AdvertisingParticulars"),
    getFormatter(),
    getLocale(),
  ]);
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  const validity = (v: { validFrom: string; validTo: string }) =>
    t("validity", { from: date(v.validFrom), to: date(v.validTo) });
  const { tenure } = particulars;
  const rows: [label: string, value: string][] = [
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

  if (variant === "compact") {
    return (
      <p className={`text-xs leading-relaxed text-muted ${className}`}>
        {rows.map(([label, value], index) => (
          <span key={label}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            {label}: {value}
          </span>
        ))}
      </p>
    );
  }

  return (
    <dl className={`grid gap-x-10 text-sm sm:grid-cols-2 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col gap-1 border-t border-line py-4">
          <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">{label}</dt>
          <dd className="leading-relaxed">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
