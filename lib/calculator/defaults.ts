import type { CalculatorRates } from "@/content/calculator/schema";
import type { FormDefaults } from "./input";

type LoanRules = CalculatorRates["loan"];

/** The lending rate a buyer starts from: the base rate plus the assumed spread. */
export const defaultRatePercent = (loan: LoanRules): number =>
  Math.round((loan.baseRatePercent + loan.spreadPercent) * 100) / 100;

/** The least down payment: what the margin of finance leaves to the buyer. */
export const minimumDownPercent = (loan: LoanRules): number => 100 - loan.marginOfFinancePercent;

export interface DefaultsBasis {
  price: number;
  sqft: number;
  nightlyRent: number;
}

/** The form's starting values: a unit's price, size and rent, and the usual loan and costs. */
export function formDefaults(rates: CalculatorRates, basis: DefaultsBasis): FormDefaults {
  const { loan, rental } = rates;
  return {
    price: String(basis.price),
    down: String(minimumDownPercent(loan)),
    rate: String(defaultRatePercent(loan)),
    years: String(loan.maxYears),
    buyer: "citizen",
    rent: String(basis.nightlyRent),
    per: "night",
    occ: String(rental.occupancyPercent),
    sqft: String(basis.sqft),
    sc: String(rental.serviceChargePerSqft),
    sf: String(rental.sinkingFundPercent),
    mgmt: String(rental.managementSharePercent),
  };
}
