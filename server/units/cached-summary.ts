import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { unstable_cache } from "next/cache";
import { getDb } from "../db/client";
import { sampleUnits } from "./sample";
import { loadSummary, summarize, type InventorySummary } from "./summary";

/** The cache tag of everything derived from the units; a change on the desk revalidates it. */
export const UNITS_TAG = "units";

/**
 * How old the summary (and a page built from it) may get. A page that reads it takes this as its
 * own revalidate time; when it is regenerated, a stale summary is read again first (Next.js
 * recomputes stale data in the foreground for a page it will cache). So a page is at most
 * 2 × 25 s behind the database, and the visit after that sees the change: within a minute. The
 * time bound is what holds with several instances, where a desk change expires the tag only on
 * the instance that made it.
 */
export const SUMMARY_SECONDS = 25;

const options = { tags: [UNITS_TAG], revalidate: SUMMARY_SECONDS };

const cachedSummary = unstable_cache(() => loadSummary(getDb()), ["units-summary-v2"], options);

// Also through unstable_cache, so a page prerendered from it gets the same revalidate time and
// tag (the data cache shortens the page's own): built pages are stale SUMMARY_SECONDS after the
// build, and the first visit regenerates them from the database. Its own key: the build's
// figures never stand in for the database's.
const buildSummary = unstable_cache(
  async () => summarize(sampleUnits),
  ["units-summary-build-v2"],
  options,
);

/**
 * The inventory as the public pages show it, from the data cache (never a database read per
 * request). During `next build` there may be no database: pages are then prerendered from the
 * sample inventory, which is what a fresh database is seeded with, and are regenerated from the
 * database within SUMMARY_SECONDS of serving.
 */
export async function inventorySummary(): Promise<InventorySummary> {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? buildSummary() : cachedSummary();
}

/** A type's lowest available list price (whole ringgit), or null when none is available. */
export async function typeFromPrice(typeCode: string): Promise<number | null> {
  const summary = await inventorySummary();
  return summary.types.find((type) => type.code === typeCode.toUpperCase())?.fromPrice ?? null;
}
