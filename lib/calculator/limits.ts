import type { CalculatorRates } from "@/content/calculator/schema";
import { minimumDownPercent } from "./defaults";
import type { FieldSpec, NumberField } from "./fields";

/** Bounds that keep every figure meaningful; the loan's come from the rules in content/calculator. */
export function fieldSpecs(loan: CalculatorRates["loan"]): Record<NumberField, FieldSpec> {
  return {
    price: { min: 50_000, max: 20_000_000, kind: "money" },
    // A bank finances at most the margin of finance: the rest is the buyer's down payment.
    down: { min: minimumDownPercent(loan), max: 100, kind: "percent" },
    rate: { min: 0, max: 20, kind: "percent" },
    years: { min: 5, max: loan.maxYears, kind: "count", integer: true },
    age: { min: 18, max: loan.maxAge - 5, kind: "count", integer: true, optional: true },
    rent: { min: 0, max: 100_000, kind: "money" },
    occ: { min: 0, max: 100, kind: "percent" },
    sqft: { min: 100, max: 10_000, kind: "count", integer: true },
    sc: { min: 0, max: 10, kind: "money" },
    sf: { min: 0, max: 100, kind: "percent" },
    mgmt: { min: 0, max: 80, kind: "percent" },
  };
}
