import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Wrong passwords allowed before sign-in slows down, and before the account locks. */
export const LOCKOUT_POLICY = {
  slowAfter: 2,
  lockAfter: 5,
  lockMinutes: 15,
  /** A quiet hour forgives earlier mistakes. */
  forgetAfterMinutes: 60,
} as const;

export type LockState = { locked: false; delayMs: number } | { locked: true; until: Date };

const minutes = (n: number) => n * 60_000;

/** Whether this account may try a password now, and how long to wait before answering. */
export async function lockState(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<LockState> {
  const row = await db
    .selectFrom("staff_sign_in_failures")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  if (!row) return { locked: false, delayMs: 0 };
  if (row.locked_until && new Date(row.locked_until) > now) {
    return { locked: true, until: new Date(row.locked_until) };
  }
  const forgotten =
    now.getTime() - new Date(row.last_failure_at).getTime() >
    minutes(LOCKOUT_POLICY.forgetAfterMinutes);
  if (forgotten || row.failures <= LOCKOUT_POLICY.slowAfter) return { locked: false, delayMs: 0 };
  // 1 s after the third mistake, 2 s after the fourth: enough to make guessing pointless.
  return { locked: false, delayMs: 1000 * 2 ** (row.failures - LOCKOUT_POLICY.slowAfter - 1) };
}

/** Counts a wrong password; returns the lock expiry when this one locked the account. */
export async function recordFailure(
  db: Kysely<Database>,
  email: string,
  now = new Date(),
): Promise<Date | null> {
  const row = await db
    .selectFrom("staff_sign_in_failures")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirst();
  const stale =
    !row ||
    now.getTime() - new Date(row.last_failure_at).getTime() >
      minutes(LOCKOUT_POLICY.forgetAfterMinutes) ||
    (row.locked_until !== null && new Date(row.locked_until) <= now);
  const failures = stale ? 1 : row.failures + 1;
  const lockedUntil =
    failures >= LOCKOUT_POLICY.lockAfter
      ? new Date(now.getTime() + minutes(LOCKOUT_POLICY.lockMinutes))
      : null;
  const values = {
    failures,
    last_failure_at: now.toISOString(),
    locked_until: lockedUntil?.toISOString() ?? null,
  };
  await db
    .insertInto("staff_sign_in_failures")
    .values({ email, ...values })
    .onConflict((oc) => oc.column("email").doUpdateSet(values))
    .execute();
  return lockedUntil;
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("staff_sign_in_failures").where("email", "=", email).execute();
}
