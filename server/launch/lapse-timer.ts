import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { log } from "../log";
import { lapseExpiredHolds } from "./lapse";

/** How often expired holds are looked for: a hold ends at most this long after its time. */
export const LAPSE_INTERVAL_MS = 5_000;

/**
 * Lapses expired holds every few seconds, with nobody looking. Every web instance and the worker
 * run it: one indexed query when nothing is due, and a hold lapses once however many run it (the
 * claim's UPDATE is conditional), so launch day does not depend on any one process staying up.
 */
export function startLapseTimer(db: Kysely<Database>, intervalMs = LAPSE_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const lapsed = await lapseExpiredHolds(db);
      if (lapsed) log.info({ lapsed }, "holds lapsed");
    } catch (error) {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "lapsing holds failed",
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
