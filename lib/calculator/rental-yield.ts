import { toSen } from "./sen";

export type RentPeriod = "night" | "month";

export interface RentalInput {
  price: number;
  rent: number;
  period: RentPeriod;
  occupancyPercent: number;
  sqft: number;
  serviceChargePerSqft: number;
  sinkingFundPercent: number;
  /** The operator's share of the rent in a managed serviced-suite scheme; 0 when self-managed. */
  managementSharePercent: number;
}

export interface RentalYield {
  grossRent: number;
  managementFee: number;
  serviceCharge: number;
  sinkingFund: number;
  netRent: number;
  grossYieldPercent: number;
  netYieldPercent: number;
}

const DAYS_A_YEAR = 365;

/** Yield to two decimals of a percent. */
const yieldPercent = (annual: number, price: number) =>
  price > 0 ? Math.round((annual / price) * 10_000 + (annual >= 0 ? 1e-7 : -1e-7)) / 100 : 0;

/**
 * A year's rent as the occupancy lets it, less the costs an owner pays: the service charge on the
 * built-up area each month, the sinking fund on top of it, and the operator's share of the rent.
 */
export function rentalYield(input: RentalInput): RentalYield {
  const periods = input.period === "night" ? DAYS_A_YEAR : 12;
  const grossRent = toSen((input.rent * periods * input.occupancyPercent) / 100);
  const managementFee = toSen((grossRent * input.managementSharePercent) / 100);
  const serviceCharge = toSen(input.serviceChargePerSqft * input.sqft * 12);
  const sinkingFund = toSen((serviceCharge * input.sinkingFundPercent) / 100);
  const netRent = toSen(grossRent - managementFee - serviceCharge - sinkingFund);
  return {
    grossRent,
    managementFee,
    serviceCharge,
    sinkingFund,
    netRent,
    grossYieldPercent: yieldPercent(grossRent, input.price),
    netYieldPercent: yieldPercent(netRent, input.price),
  };
}
