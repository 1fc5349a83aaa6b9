import { toSen } from "./sen";

export interface LoanTerms {
  /** Amount financed, in ringgit. */
  principal: number;
  /** Yearly rate in percent, compounded monthly (how Malaysian banks quote a housing loan). */
  ratePercent: number;
  years: number;
}

export interface LoanSummary {
  monthly: number;
  months: number;
  totalRepaid: number;
  totalInterest: number;
}

/**
 * The level monthly instalment that repays `principal` in `years` (standard amortization:
 * P·r / (1 − (1 + r)^−n), r the monthly rate), rounded to the sen. At 0% it is P / n.
 */
export function monthlyInstalment({ principal, ratePercent, years }: LoanTerms): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return toSen(principal / months);
  return toSen((principal * r) / (1 - (1 + r) ** -months));
}

/** The instalment, and what the loan costs over its life at that (rounded) instalment. */
export function loanSummary(terms: LoanTerms): LoanSummary {
  const months = Math.round(terms.years * 12);
  const monthly = monthlyInstalment(terms);
  const totalRepaid = toSen(monthly * months);
  return {
    monthly,
    months,
    totalRepaid,
    totalInterest: terms.principal > 0 ? toSen(totalRepaid - terms.principal) : 0,
  };
}
