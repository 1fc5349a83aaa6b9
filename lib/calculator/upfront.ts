import type { CalculatorRates } from "@/content/calculator/schema";
import { toSen } from "./sen";
import { tieredAmount } from "./tiers";

export type Buyer = "citizen" | "foreign";

export interface UpfrontInput {
  price: number;
  downPercent: number;
  buyer: Buyer;
}

export interface LegalFee {
  fee: number;
  tax: number;
  total: number;
}

export interface UpfrontCosts {
  downPayment: number;
  loanAmount: number;
  transferStampDuty: number;
  loanStampDuty: number;
  spaLegalFee: LegalFee;
  loanLegalFee: LegalFee;
  total: number;
}

type Rates = Pick<CalculatorRates, "transferStampDuty" | "loanStampDuty" | "legalFees">;

/** The amount financed: the price less the down payment, to the sen. */
export const loanAmount = (price: number, downPercent: number): number =>
  toSen(price - downPayment(price, downPercent));

export const downPayment = (price: number, downPercent: number): number =>
  toSen((price * downPercent) / 100);

/** Stamp duty on the instrument of transfer: the citizen's tiers, or the flat foreign rate. */
export function transferStampDuty(price: number, buyer: Buyer, rates: Rates): number {
  const { block, citizen, foreignRatePercent } = rates.transferStampDuty;
  const tiers = buyer === "foreign" ? [{ upTo: null, ratePercent: foreignRatePercent }] : citizen;
  return tieredAmount(price, tiers, block);
}

/** Stamp duty on the loan agreement; nothing when there is no loan. */
export function loanStampDuty(loan: number, rates: Rates): number {
  const { block, ratePercent } = rates.loanStampDuty;
  return loan > 0 ? tieredAmount(loan, [{ upTo: null, ratePercent }], block) : 0;
}

/** The scale fee for an agreement on `amount` (at least the minimum), and service tax on it. */
export function legalFee(amount: number, rates: Rates): LegalFee {
  if (amount <= 0) return { fee: 0, tax: 0, total: 0 };
  const { tiers, minimum, serviceTaxPercent } = rates.legalFees;
  const fee = Math.max(tieredAmount(amount, tiers), minimum);
  const tax = toSen((fee * serviceTaxPercent) / 100);
  return { fee, tax, total: toSen(fee + tax) };
}

/** Everything a buyer pays before the keys: down payment, both stamp duties, both legal fees. */
export function upfrontCosts(
  { price, downPercent, buyer }: UpfrontInput,
  rates: Rates,
): UpfrontCosts {
  const down = downPayment(price, downPercent);
  const loan = loanAmount(price, downPercent);
  const transfer = transferStampDuty(price, buyer, rates);
  const loanDuty = loanStampDuty(loan, rates);
  const spaLegalFee = legalFee(price, rates);
  const loanLegalFee = legalFee(loan, rates);
  return {
    downPayment: down,
    loanAmount: loan,
    transferStampDuty: transfer,
    loanStampDuty: loanDuty,
    spaLegalFee,
    loanLegalFee,
    total: toSen(down + transfer + loanDuty + spaLegalFee.total + loanLegalFee.total),
  };
}
