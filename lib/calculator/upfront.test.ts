import { describe, expect, it } from "vitest";
import { calculatorRates as rates } from "@/content/calculator";
import { legalFee, loanStampDuty, transferStampDuty, upfrontCosts } from "./upfront";

describe("stamp duty on the transfer", () => {
  it("charges a citizen 1%, 2% and 3% by band", () => {
    // RM 598,000: 100,000 × 1% = 1,000; 400,000 × 2% = 8,000; 98,000 × 3% = 2,940 → 11,940
    expect(transferStampDuty(598_000, "citizen", rates)).toBe(11_940);
  });

  it("charges 4% above RM 1,000,000", () => {
    // RM 1,288,000: 1,000 + 8,000 + 500,000 × 3% (15,000) + 288,000 × 4% (11,520) = 35,520
    expect(transferStampDuty(1_288_000, "citizen", rates)).toBe(35_520);
  });

  it("counts part of RM 100 as a whole RM 100", () => {
    // RM 100,050: first 100,000 → RM 1,000; the 50 above is one RM 100 block at 2% → RM 2
    expect(transferStampDuty(100_050, "citizen", rates)).toBe(1002);
  });

  it("charges a foreign buyer a flat 4%", () => {
    // RM 598,000 × 4% = 23,920
    expect(transferStampDuty(598_000, "foreign", rates)).toBe(23_920);
  });
});

describe("stamp duty on the loan", () => {
  it("is RM 5 for every RM 1,000 or part of it", () => {
    // RM 538,200 → 539 blocks of RM 1,000 × RM 5 = 2,695 (0.5% would be 2,691)
    expect(loanStampDuty(538_200, rates)).toBe(2695);
    // RM 400,000 → 400 × 5 = 2,000
    expect(loanStampDuty(400_000, rates)).toBe(2000);
    expect(loanStampDuty(0, rates)).toBe(0);
  });
});

describe("legal fees", () => {
  it("follow the 2023 scale with 8% service tax", () => {
    // RM 598,000: 500,000 × 1.25% = 6,250; 98,000 × 1% = 980 → 7,230; tax 8% = 578.40 → 7,808.40
    expect(legalFee(598_000, rates)).toEqual({ fee: 7230, tax: 578.4, total: 7808.4 });
    // RM 538,200: 6,250 + 38,200 × 1% (382) = 6,632; tax 530.56 → 7,162.56
    expect(legalFee(538_200, rates)).toEqual({ fee: 6632, tax: 530.56, total: 7162.56 });
  });

  it("charge at least the minimum fee", () => {
    // RM 30,000 × 1.25% = 375, below the RM 500 minimum; tax 40 → 540
    expect(legalFee(30_000, rates)).toEqual({ fee: 500, tax: 40, total: 540 });
  });

  it("take 1% above RM 7,500,000", () => {
    // RM 8,000,000: 6,250 + 7,000,000 × 1% (70,000) + 500,000 × 1% (5,000) = 81,250
    expect(legalFee(8_000_000, rates).fee).toBe(81_250);
  });

  it("are nothing without a loan", () => {
    expect(legalFee(0, rates)).toEqual({ fee: 0, tax: 0, total: 0 });
  });
});

describe("upfront costs", () => {
  it("add up the cash a citizen needs for RM 598,000 with 10% down", () => {
    // 59,800 + 11,940 + 2,695 + 7,808.40 + 7,162.56 = 89,405.96
    expect(upfrontCosts({ price: 598_000, downPercent: 10, buyer: "citizen" }, rates)).toEqual({
      downPayment: 59_800,
      loanAmount: 538_200,
      transferStampDuty: 11_940,
      loanStampDuty: 2695,
      spaLegalFee: { fee: 7230, tax: 578.4, total: 7808.4 },
      loanLegalFee: { fee: 6632, tax: 530.56, total: 7162.56 },
      total: 89_405.96,
    });
  });

  it("leave out the loan's costs for a cash buyer", () => {
    // RM 400,000 all down: duty 1,000 + 6,000 = 7,000; SPA fee 5,000 + 400 tax = 5,400
    // 400,000 + 7,000 + 5,400 = 412,400
    const costs = upfrontCosts({ price: 400_000, downPercent: 100, buyer: "citizen" }, rates);
    expect(costs.loanAmount).toBe(0);
    expect(costs.loanStampDuty).toBe(0);
    expect(costs.loanLegalFee.total).toBe(0);
    expect(costs.total).toBe(412_400);
  });
});
