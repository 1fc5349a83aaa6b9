import type { CalculatorRates } from "@/content/calculator/schema";
import { sectionFields, type RawInput, type Section } from "./fields";
import { parseCalculatorInput, type FormDefaults, type ParsedInput } from "./input";
import { loanSummary, type LoanSummary } from "./loan";
import { rentalYield, type RentalYield } from "./rental-yield";
import { loanAmount, upfrontCosts, type UpfrontCosts } from "./upfront";

export interface Evaluation extends ParsedInput {
  /** Each part's results, or null while one of the fields it reads is wrong. */
  loan: (LoanSummary & { principal: number }) | null;
  upfront: UpfrontCosts | null;
  rental: RentalYield | null;
}

/** The whole calculator for one set of form values: the server's page and the browser share it. */
export function evaluateCalculator(
  raw: RawInput,
  defaults: FormDefaults,
  rates: CalculatorRates,
): Evaluation {
  const parsed = parseCalculatorInput(raw, defaults, rates.loan);
  const { values: v, errors } = parsed;
  const ready = (section: Section) => sectionFields[section].every((field) => !(field in errors));
  const n = (value: number | undefined) => value ?? 0;

  const principal = loanAmount(n(v.price), n(v.down));
  return {
    ...parsed,
    loan: ready("loan")
      ? { principal, ...loanSummary({ principal, ratePercent: n(v.rate), years: n(v.years) }) }
      : null,
    upfront: ready("upfront")
      ? upfrontCosts({ price: n(v.price), downPercent: n(v.down), buyer: parsed.buyer }, rates)
      : null,
    rental: ready("rental")
      ? rentalYield({
          price: n(v.price),
          rent: n(v.rent),
          period: parsed.per,
          occupancyPercent: n(v.occ),
          sqft: n(v.sqft),
          serviceChargePerSqft: n(v.sc),
          sinkingFundPercent: n(v.sf),
          managementSharePercent: n(v.mgmt),
        })
      : null,
  };
}

/** The query string that reproduces the form: every field the buyer has a value in. */
export function calculatorSearch(raw: RawInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) if (value?.trim()) params.set(key, value.trim());
  const search = params.toString();
  return search ? `?${search}` : "";
}
