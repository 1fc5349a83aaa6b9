/** The database did not answer in time; the buyer is told to try again (503), not kept waiting. */
export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no answer from the database within ${ms} ms`);
  }
}

/**
 * How long a buyer waits for the database before hearing "please try again". A statement timeout
 * alone is not enough: a stalled server also stalls the rollback that follows it.
 */
export const STORE_DEADLINE_MS = 5_000;

/**
 * `work`, or a DeadlineExceeded after `ms`. The work itself goes on: a registration committed after
 * its request gave up is kept, and the form's token or the API's Idempotency-Key makes the buyer's
 * retry answer with it rather than store it twice.
 */
export function withDeadline<T>(work: Promise<T>, ms = STORE_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
