import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { log } from "../log";
import { countDatabaseError } from "../metrics/database-errors";
import { lanesFor, runLane, type Lane } from "./lane";
import type { Sender } from "./sender";
import { deliverySettings, type DeliverySettings } from "./settings";

export interface WorkerSettings extends DeliverySettings {
  /** How long a lane waits before looking again once nothing is due. */
  idleMs: number;
}

/** Resolves once in-flight sends have finished, or after `graceMs` with a warning. */
export type StopWorker = (graceMs?: number) => Promise<void>;

/**
 * Runs every lane until stopped: while messages are due a lane claims the next as soon as a send
 * finishes; once nothing is due it looks again every `idleMs`. Errors are logged, never thrown.
 */
export function startOutboxWorker(
  db: Kysely<Database>,
  sender: Sender,
  overrides: Partial<WorkerSettings> = {},
): StopWorker {
  const { idleMs = 3000, ...rest } = overrides;
  const settings = deliverySettings(rest);
  const stop = new AbortController();
  const lanes = Promise.all(lanesFor(sender).map((lane) => keepRunning(lane)));

  async function keepRunning(lane: Lane) {
    const stopping = () => stop.signal.aborted;
    while (!stopping()) {
      let claimed = 0;
      try {
        const tally = await runLane(db, sender, lane, settings, { limit: Infinity, stopping });
        claimed = tally.claimed;
        if (tally.sent) log.info({ lane: lane.name, sent: tally.sent }, "outbox delivered");
      } catch (error) {
        // Sends catch their own failures: what reaches here is the database's.
        countDatabaseError(error);
        log.error({ lane: lane.name, err: String(error) }, "outbox run failed");
      }
      if (!claimed) await pause(idleMs, stop.signal);
    }
  }

  return async (graceMs = 10_000) => {
    stop.abort();
    if (!(await within(lanes, graceMs))) {
      log.warn(
        { graceMs },
        "outbox stopped with sends in flight; their claims lapse, then they retry",
      );
    }
  };
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // Like the old interval, an idle worker never keeps the process alive by itself.
    const timer = setTimeout(done, ms).unref();
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

/** True when `work` settles within `ms`; the timer never holds the process open. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
