/** Why a buyer was lost, chosen when a lead is marked Lost and counted in the lost-reasons report. */
export const lostReasons = [
  "price",
  "location",
  "financing",
  "bought_elsewhere",
  "not_reachable",
  "other",
] as const;
export type LostReason = (typeof lostReasons)[number];

export const lostReasonLabels: Record<LostReason, string> = {
  price: "Price",
  location: "Location",
  financing: "Financing",
  bought_elsewhere: "Bought elsewhere",
  not_reachable: "Not reachable",
  other: "Other",
};

export const isLostReason = (value: unknown): value is LostReason =>
  lostReasons.includes(value as LostReason);

export const lostReasonLabel = (value: string | null): string =>
  isLostReason(value) ? lostReasonLabels[value] : (value ?? "no reason given");
