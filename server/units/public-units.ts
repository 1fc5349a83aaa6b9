import "server-only";
import { getDb } from "../db/client";
import { listPublicUnits, type PublicUnit } from "./public-list";

/** How long a browser or proxy may keep the list, and how long this process reuses one read. */
export const PUBLIC_UNITS_SECONDS = 2;

let recent: { at: number; units: Promise<PublicUnit[]> } | undefined;

/**
 * The list, read at most once per PUBLIC_UNITS_SECONDS per process: on launch day every board and
 * every buyer whose live feed failed polls it, and 688 rows per poll add up.
 */
export function publicUnits(): Promise<PublicUnit[]> {
  const now = Date.now();
  if (!recent || now - recent.at >= PUBLIC_UNITS_SECONDS * 1000) {
    const units = listPublicUnits(getDb());
    recent = { at: now, units };
    // A failed read is not kept: the next request asks the database again.
    units.catch(() => {
      if (recent?.units === units) recent = undefined;
    });
  }
  return recent.units;
}
