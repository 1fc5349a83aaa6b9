import { describe, expect, it } from "vitest";
import { rentalYield } from "./rental-yield";

describe("rental yield", () => {
  it("from a nightly rent, occupancy, service charge, sinking fund and an operator's share", () => {
    // Gross: RM 200 × 365 nights × 65% = 47,450
    // Operator 20% of 47,450 = 9,490
    // Service charge RM 0.40 × 600 sq ft × 12 = 2,880; sinking fund 10% of it = 288
    // Net: 47,450 − 9,490 − 2,880 − 288 = 34,792
    // Yields on RM 598,000: 47,450 / 598,000 = 7.9348% → 7.93; 34,792 / 598,000 = 5.8181% → 5.82
    expect(
      rentalYield({
        price: 598_000,
        rent: 200,
        period: "night",
        occupancyPercent: 65,
        sqft: 600,
        serviceChargePerSqft: 0.4,
        sinkingFundPercent: 10,
        managementSharePercent: 20,
      }),
    ).toEqual({
      grossRent: 47_450,
      managementFee: 9490,
      serviceCharge: 2880,
      sinkingFund: 288,
      netRent: 34_792,
      grossYieldPercent: 7.93,
      netYieldPercent: 5.82,
    });
  });

  it("from a monthly rent", () => {
    // Gross: RM 2,000 × 12 × 100% = 24,000 → 24,000 / 400,000 = 6.00%
    // Service charge 0.40 × 500 × 12 = 2,400; sinking fund 240; net 21,360 → 5.34%
    const result = rentalYield({
      price: 400_000,
      rent: 2000,
      period: "month",
      occupancyPercent: 100,
      sqft: 500,
      serviceChargePerSqft: 0.4,
      sinkingFundPercent: 10,
      managementSharePercent: 0,
    });
    expect(result.grossYieldPercent).toBe(6);
    expect(result.netRent).toBe(21_360);
    expect(result.netYieldPercent).toBe(5.34);
  });

  it("shows a loss as a negative net yield", () => {
    // No rent: −(0.40 × 500 × 12 = 2,400 + 240) = −2,640 → −2,640 / 400,000 = −0.66%
    const result = rentalYield({
      price: 400_000,
      rent: 0,
      period: "month",
      occupancyPercent: 0,
      sqft: 500,
      serviceChargePerSqft: 0.4,
      sinkingFundPercent: 10,
      managementSharePercent: 0,
    });
    expect(result.netRent).toBe(-2640);
    expect(result.netYieldPercent).toBe(-0.66);
  });
});
