import { describe, expect, it } from "vitest";
import { loanSummary, monthlyInstalment } from "./loan";

describe("monthly instalment", () => {
  it("amortizes RM 538,200 at 4.2% over 35 years to RM 2,448.01 a month", () => {
    // Price RM 598,000 less 10% down (RM 59,800) = RM 538,200 financed.
    // r = 4.2% / 12 = 0.0035 a month, n = 35 × 12 = 420 months.
    // (1.0035)^420 = 4.338087083546… (bc -l)
    // P·r = 538,200 × 0.0035 = 1,883.70
    // 1,883.70 × 4.338087083546 / 3.338087083546 = 2,448.005230… → RM 2,448.01
    expect(monthlyInstalment({ principal: 538_200, ratePercent: 4.2, years: 35 })).toBe(2448.01);
  });

  it("amortizes RM 300,000 at 5% over 30 years to RM 1,610.46", () => {
    // r = 0.05 / 12 = 0.0041666…, n = 360; (1 + r)^360 = 4.467744314006…
    // 300,000 × 0.0041666… = 1,250; 1,250 × 4.467744314006 / 3.467744314006 = 1,610.4648… → 1,610.46
    expect(monthlyInstalment({ principal: 300_000, ratePercent: 5, years: 30 })).toBe(1610.46);
  });

  it("divides the loan evenly at 0%", () => {
    // RM 120,000 / (10 × 12) months = RM 1,000.00
    expect(monthlyInstalment({ principal: 120_000, ratePercent: 0, years: 10 })).toBe(1000);
    // RM 100,000 / 420 = 238.095… → RM 238.10
    expect(monthlyInstalment({ principal: 100_000, ratePercent: 0, years: 35 })).toBe(238.1);
  });

  it("is nothing when nothing is borrowed", () => {
    expect(monthlyInstalment({ principal: 0, ratePercent: 4.2, years: 35 })).toBe(0);
  });
});

describe("loan summary", () => {
  it("totals what the rounded instalment repays and the interest in it", () => {
    // 2,448.01 × 420 = 1,028,164.20 repaid; 1,028,164.20 − 538,200 = 489,964.20 interest.
    expect(loanSummary({ principal: 538_200, ratePercent: 4.2, years: 35 })).toEqual({
      monthly: 2448.01,
      months: 420,
      totalRepaid: 1_028_164.2,
      totalInterest: 489_964.2,
    });
  });

  it("charges no interest at 0%", () => {
    expect(loanSummary({ principal: 120_000, ratePercent: 0, years: 10 })).toEqual({
      monthly: 1000,
      months: 120,
      totalRepaid: 120_000,
      totalInterest: 0,
    });
  });
});
