import type { Locale } from "next-intl";
import { calculatorRates } from "../calculator";
import { foreignOwnership } from "../calculator/foreign-ownership";
import { lettingProgramme } from "../calculator/letting-programme";
import { developerFacts } from "../developer";
import type { AdvertisingParticulars } from "../developer/schema";
import type { FaqQuestionId } from "./types";

/** Where an answer's facts come from: an instrument with its link, or the project's own records. */
export interface FaqSource {
  title: Record<Locale, string>;
  url?: string;
  /** The day someone last checked the figure against its source; none for the project's records. */
  checked?: string;
}

/** The advertising particulars as published: tenure, land use, expected completion. */
function particularsSource(particulars: AdvertisingParticulars): FaqSource {
  const permit = particulars.advertisingPermit.number;
  const licence = particulars.developerLicence.number;
  return {
    title: {
      en: `SkyHaven Suites advertising particulars: developer's licence ${licence}, advertising permit ${permit}`,
      zh: `SkyHaven Suites 广告资料：发展商执照 ${licence}，广告准证 ${permit}`,
      ms: `Butiran iklan SkyHaven Suites: lesen pemaju ${licence}, permit iklan ${permit}`,
    },
  };
}

const developerSource: FaqSource = {
  title: {
    en: `${developerFacts.company}, the developer (the sale and purchase agreement states the period)`,
    zh: `发展商 ${developerFacts.company}（期限以买卖合约为准）`,
    ms: `${developerFacts.company}, pemaju (tempoh dinyatakan dalam perjanjian jual beli)`,
  },
};

const { transferStampDuty, loanStampDuty, legalFees, loan, rental } = calculatorRates;

/**
 * The sources each answer rests on, from the modules that hold the figures (the calculator's
 * rates and their `source` objects, the advertising particulars). An answer that states no legal
 * or financial fact (how to register, where the privacy notice is) has none.
 */
export function faqSources(
  particulars: AdvertisingParticulars,
): Record<FaqQuestionId, FaqSource[]> {
  const published = particularsSource(particulars);
  return {
    tenure: [published],
    commercialTitle: [published, loan.commercialTitleSource],
    strataTitle: [published],
    defects: [developerSource],
    bookingFee: [],
    serviceCharge: [lettingProgramme.source, rental.sinkingFundSource],
    stampDuty: [
      transferStampDuty.source,
      loanStampDuty.source,
      legalFees.source,
      legalFees.taxSource,
    ],
    foreignConsent: [
      foreignOwnership.consentSource,
      foreignOwnership.minimumSource,
      transferStampDuty.foreignSource,
    ],
    foreignFinancing: [loan.tenureSource, loan.commercialTitleSource],
    paymentSchedule: [],
    financing: [loan.tenureSource, loan.commercialTitleSource, loan.source],
    letting: [lettingProgramme.source],
    register: [],
    ballot: [],
    booking: [],
    privacy: [],
  };
}

/** The earliest day any source was checked: the day the FAQ's figures are good for. */
export function faqCheckedOn(sources: Record<FaqQuestionId, FaqSource[]>): string {
  const days = Object.values(sources)
    .flat()
    .flatMap((source) => (source.checked ? [source.checked] : []))
    .sort();
  const first = days[0];
  if (!first) throw new Error("The FAQ cites no dated source");
  return first;
}
