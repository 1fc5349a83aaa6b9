import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { log } from "../log";
import { applyRetention } from "./retention";

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the retention job now and then hourly, beside the outbox worker. Several instances may run it
 * at once: erasing skips people already erased, so the worst case is wasted work. Logs counts only.
 */
export function startRetentionTimer(
  db: Kysely<Database>,
  months: number,
  intervalMs = RETENTION_INTERVAL_MS,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { people, registrations } = await applyRetention(db, months);
      if (people) log.info({ people, registrations, months }, "retention anonymized leads");
    } catch (error) {
      log.error(
        { err: error instanceof Error ? error.message : String(error) },
        "retention run failed",
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
