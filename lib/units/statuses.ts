export const unitStatuses = ["available", "reserved", "booked", "sold"] as const;

export type UnitStatus = (typeof unitStatuses)[number];

export const isUnitStatus = (value: unknown): value is UnitStatus =>
  typeof value === "string" && (unitStatuses as readonly string[]).includes(value);

/** The desk's words (English only). The public pages use the Availability messages. */
export const unitStatusLabels: Record<UnitStatus, string> = {
  available: "Available",
  reserved: "Reserved",
  booked: "Booked",
  sold: "Sold",
};
