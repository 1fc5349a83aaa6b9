import type { Locale } from "next-intl";
import { calculatorRates } from "../calculator";
import { foreignOwnership } from "../calculator/foreign-ownership";
import { lettingProgramme } from "../calculator/letting-programme";
import { developerFacts } from "../developer";
import type { AdvertisingParticulars } from "../developer/schema";
import { formatFigure } from "../facts/format";
import { formatRinggit } from "@/lib/money/ringgit";
import { formatLongDate } from "@/lib/time/malaysia";

const intlLocales: Record<Locale, string> = { en: "en-MY", zh: "zh-Hans-MY", ms: "ms-MY" };

/** "June 2030", "2030年6月", "Jun 2030" for a `YYYY-MM` month. */
function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The tenure as a buyer reads it: "freehold", "99-year leasehold, to 31 May 2124". */
function tenureWords(tenure: AdvertisingParticulars["tenure"], locale: Locale): string {
  if (tenure.kind === "freehold")
    return { en: "freehold", zh: "永久地契", ms: "pegangan bebas" }[locale];
  const years = formatFigure(locale, tenure.years);
  const until = formatLongDate(tenure.expires, locale);
  return {
    en: `leasehold of ${years} years (the lease ends on ${until})`,
    zh: `租赁地契，为期 ${years} 年（至 ${until}）`,
    ms: `pajakan ${years} tahun (tamat pada ${until})`,
  }[locale];
}

const percent = (locale: Locale, value: number) => formatFigure(locale, value);

/**
 * Every figure the FAQ states, by its placeholder's name, in the reader's language. Each comes
 * from the module that holds it (the advertising particulars as published, the calculator's
 * rates and their sources, the letting programme's estimate, the developer's facts): none is
 * typed in the copy, so the FAQ cannot disagree with the calculator or the particulars.
 */
export function faqFigures(locale: Locale, particulars: AdvertisingParticulars) {
  const rates = calculatorRates;
  const citizenTiers = rates.transferStampDuty.citizen.map((tier) => tier.ratePercent);
  const legalTiers = rates.legalFees.tiers;
  const nightly = Object.values(lettingProgramme.nightlyRent);
  return {
    tenure: tenureWords(particulars.tenure, locale),
    landUse: particulars.landUse[locale],
    expectedCompletion: formatMonth(particulars.expectedCompletion, locale),
    defectLiabilityMonths: formatFigure(locale, developerFacts.defectLiabilityMonths),
    serviceCharge: formatRinggit(lettingProgramme.serviceChargePerSqft, locale, { sen: true }),
    sinkingFundPercent: percent(locale, rates.rental.sinkingFundPercent),
    stampDutyLowest: percent(locale, Math.min(...citizenTiers)),
    stampDutyHighest: percent(locale, Math.max(...citizenTiers)),
    foreignStampDuty: percent(locale, rates.transferStampDuty.foreignRatePercent),
    loanStampDuty: percent(locale, rates.loanStampDuty.ratePercent),
    legalFeeFirstRate: percent(locale, legalTiers[0]?.ratePercent ?? 0),
    legalFeeFirstBand: formatRinggit(legalTiers[0]?.upTo ?? 0, locale),
    legalFeeNextRate: percent(locale, legalTiers[1]?.ratePercent ?? 0),
    serviceTaxPercent: percent(locale, rates.legalFees.serviceTaxPercent),
    minimumCommercial: formatRinggit(foreignOwnership.minimumPrice.commercial, locale),
    minimumResidential: formatRinggit(foreignOwnership.minimumPrice.residential, locale),
    marginOfFinance: percent(locale, rates.loan.marginOfFinancePercent),
    maxLoanYears: formatFigure(locale, rates.loan.maxYears),
    operatorShare: percent(locale, lettingProgramme.operatorSharePercent),
    occupancy: percent(locale, lettingProgramme.occupancyPercent),
    nightlyFrom: formatRinggit(Math.min(...nightly), locale),
    nightlyTo: formatRinggit(Math.max(...nightly), locale),
  };
}

export type FaqFigureName = keyof ReturnType<typeof faqFigures>;
