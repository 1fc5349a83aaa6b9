export const unitStatuses = ["available", "held", "reserved", "booked", "sold"] as const;

export type UnitStatus = (typeof unitStatuses)[number];

export const isUnitStatus = (value: unknown): value is UnitStatus =>
  typeof value === "string" && (unitStatuses as readonly string[]).includes(value);

/**
 * The statuses staff may give units in bulk or by import: the developer keeping units back and
 * putting them on sale. Held, booked and sold always name a buyer, so only the launch sets them
 * (server/launch).
 */
export const manualUnitStatuses = ["available", "reserved"] as const;

export type ManualUnitStatus = (typeof manualUnitStatuses)[number];

export const isManualUnitStatus = (value: unknown): value is ManualUnitStatus =>
  typeof value === "string" && (manualUnitStatuses as readonly string[]).includes(value);

/** The statuses in which a unit belongs to a buyer (a standing claim names them). */
export const claimedUnitStatuses = ["held", "booked", "sold"] as const;

/** The desk's words (English only). The public pages use the Availability messages. */
export const unitStatusLabels: Record<UnitStatus, string> = {
  available: "Available",
  held: "Held",
  reserved: "Reserved",
  booked: "Booked",
  sold: "Sold",
};

/**
 * The statuses in which a buyer may still get a unit (a held one may lapse, a reserved one be
 * released): its page offers "Register for this unit" and the form sends it.
 */
export const registrableStatuses: ReadonlySet<UnitStatus> = new Set([
  "available",
  "held",
  "reserved",
]);
