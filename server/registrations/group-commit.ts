import type { NotificationTargets } from "../outbox/entries";
import type { CreatedRegistration, NewRegistration } from "./types";
import type { StoreJob } from "./write-registration";

export type StoreOutcome =
  { ok: true; created: CreatedRegistration } | { ok: false; error: unknown };

/** Stores a group of registrations durably; one outcome per job, in order. */
export type StoreGroup = (jobs: StoreJob[]) => Promise<StoreOutcome[]>;

interface Waiting extends StoreJob {
  resolve: (created: CreatedRegistration) => void;
  reject: (error: unknown) => void;
}

/** Large enough to absorb a launch-day burst, small enough to keep each commit short. */
const MAX_GROUP = 64;

/**
 * How long the first registration of a group waits for others. A request needs several turns of
 * the event loop between arriving and being ready to store, so "this turn only" gathers too few;
 * a few milliseconds gather the burst, and cost a lone buyer nothing they would notice.
 */
const GATHER_MS = 3;

/**
 * Group commit: registrations that arrive together are stored by one `storeGroup` call (one commit,
 * one fsync), which is what lets a small server on SQLite take a launch-day burst. Every promise still
 * resolves only after its group is committed, so a 201 keeps meaning "durably stored", and a
 * registration that fails is rejected alone.
 */
export function createGroupCommitter(storeGroup: StoreGroup) {
  const queue: Waiting[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    const jobs = queue.splice(0, MAX_GROUP);
    scheduled = queue.length > 0;
    if (scheduled) setTimeout(() => void flush(), GATHER_MS);
    try {
      const outcomes = await storeGroup(jobs);
      jobs.forEach((job, index) => {
        const outcome = outcomes[index];
        if (outcome?.ok) job.resolve(outcome.created);
        else job.reject(outcome?.error ?? new Error("registration not stored"));
      });
    } catch (error) {
      // The commit itself failed: nothing of the group was stored, and every caller hears so.
      for (const job of jobs) job.reject(error);
    }
  }

  return function commit(
    registration: NewRegistration,
    targets: NotificationTargets,
  ): Promise<CreatedRegistration> {
    return new Promise((resolve, reject) => {
      queue.push({ registration, targets, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => void flush(), GATHER_MS);
      }
    });
  };
}
