import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { takeWorkLease } from "../../db/work-lease";
import { log } from "../../log";

/** How often due publishes are looked for: a scheduled publish is live within this, plus the cache's 25 s. */
export const SCHEDULED_PUBLISH_INTERVAL_MS = 30_000;
const LEASE = "cms-jobs";

/**
 * Publishes what editors scheduled, on whichever instance holds the lease (server/db/work-lease.ts):
 * of several instances, one runs the due jobs each round, so none is published twice; if that
 * instance dies, another takes over within one lease.
 */
export function startScheduledPublishing(
  db: Kysely<Database>,
  runDue: () => Promise<number>,
  intervalMs = SCHEDULED_PUBLISH_INTERVAL_MS,
): () => void {
  const holder = randomUUID();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // The lease lasts a little less than a round, so the holder renews it each round.
      if (!(await takeWorkLease(db, LEASE, holder, intervalMs - 1000))) return;
      const ran = await runDue();
      if (ran) log.info({ jobs: ran }, "cms scheduled publishing ran");
    } catch (error) {
      log.error(
        { err: error instanceof Error ? error.message : String(error) },
        "cms scheduled publishing failed",
      );
    } finally {
      running = false;
    }
  };
  // The first round waits an interval: a starting instance has pages to serve first.
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
