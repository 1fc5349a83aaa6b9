import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { storeRegistration } from "./create";
import type { CreatedRegistration, NewRegistration } from "./types";

interface Job {
  registration: NewRegistration;
  targets: NotificationTargets;
  resolve: (created: CreatedRegistration) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; created: CreatedRegistration } | { ok: false; error: unknown };

/** Large enough to absorb a launch-day burst, small enough to keep each commit short. */
const MAX_BATCH = 64;

/**
 * How long the first registration of a group waits for others. A request needs several turns of
 * the event loop between arriving and being ready to store, so "this turn only" gathers too few;
 * a few milliseconds gather the burst, and cost a lone buyer nothing they would notice.
 */
const GATHER_MS = 3;

/**
 * Group commit for SQLite. better-sqlite3 waits for the disk synchronously (synchronous=FULL), so
 * one fsync per registration would stall the whole server under load. Registrations that arrive
 * together are written in one transaction, each inside its own savepoint: one fsync for the group,
 * yet a registration that fails rolls back alone. Every promise still resolves only after the
 * commit, so a 201 keeps meaning "durably stored".
 */
export function createGroupCommitter(db: Kysely<Database>) {
  const queue: Job[] = [];
  let scheduled = false;

  async function storeEach(jobs: Job[]): Promise<Outcome[]> {
    const trx = await db.startTransaction().execute();
    const outcomes: Outcome[] = [];
    try {
      for (const [index, job] of jobs.entries()) {
        const name = `registration_${index}`;
        const savepoint = await trx.savepoint(name).execute();
        try {
          const created = await storeRegistration(savepoint, job.registration, job.targets);
          await savepoint.releaseSavepoint(name).execute();
          outcomes.push({ ok: true, created });
        } catch (error) {
          await savepoint.rollbackToSavepoint(name).execute();
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
      return outcomes;
    } catch (error) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  async function flush(): Promise<void> {
    const jobs = queue.splice(0, MAX_BATCH);
    scheduled = queue.length > 0;
    if (scheduled) setTimeout(() => void flush(), GATHER_MS);
    try {
      const outcomes = await storeEach(jobs);
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
