import type { UnitStatus } from "@/lib/units/statuses";

/**
 * The board's status colours: bright fills on its dark screen, each hue the one the public chart
 * uses (lib/units/status-style.ts), so the gallery and the website read alike. Every letter is
 * above 7:1 on its fill; sold recedes into the background.
 */
export const boardStatusClasses: Record<UnitStatus, string> = {
  available: "bg-emerald-400 text-black",
  held: "bg-violet-400 text-black",
  reserved: "bg-amber-300 text-black",
  booked: "bg-sky-400 text-black",
  sold: "bg-neutral-600 text-white",
};

/** The statuses the board counts per unit type (reserved units are not for sale). */
export const countedStatuses = [
  "available",
  "held",
  "booked",
  "sold",
] as const satisfies readonly UnitStatus[];
