import "server-only";
import { getDb } from "../db/client";
import { loadAllTimeTotals, type AllTimeTotals } from "./dashboard";

/** How long the all-time totals are reused: they move by a handful a minute and cost the most. */
export const TOTALS_TTL_MS = 60_000;

let cached: { at: number; totals: Promise<AllTimeTotals> } | undefined;

/**
 * The all-time totals of this server process, recounted at most once a minute. On SQLite a count
 * over every registration holds the one connection, so sparing it keeps registrations flowing
 * while several people watch the dashboard.
 */
export function allTimeTotals(): Promise<AllTimeTotals> {
  const now = Date.now();
  if (!cached || now - cached.at > TOTALS_TTL_MS) {
    const totals = loadAllTimeTotals(getDb());
    cached = { at: now, totals };
    // A failed count is not kept: the next visit tries again.
    totals.catch(() => {
      if (cached?.totals === totals) cached = undefined;
    });
  }
  return cached.totals;
}
