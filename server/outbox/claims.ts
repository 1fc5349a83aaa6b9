import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { isPostgres } from "../db/dialect";
import type { Database, OutboxTable } from "../db/schema";
import { log } from "../log";

export type Topic = OutboxTable["topic"];

export type OutboxRow = Pick<OutboxTable, "id" | "topic" | "payload"> & { attempts: number };

/** A message this worker holds: nobody else sends it before its lease ends, and only `token` settles it. */
export interface Claim extends OutboxRow {
  token: string;
}

export interface ClaimRequest {
  topics: readonly Topic[];
  limit: number;
  now: Date;
  leaseMs: number;
}

function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      eb("status", "=", "pending"),
      eb("next_attempt_at", "<=", at),
      eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]),
    ]);
}

/**
 * Claims up to `limit` due messages of `topics` in one statement. The outer UPDATE checks the lease
 * again, so two instances never both win a row; on PostgreSQL `SKIP LOCKED` lets them take different
 * rows instead of queueing behind each other. The rows are picked in a materialized CTE, run once:
 * as `id IN (subquery)` PostgreSQL may run the locking subquery again for the rows it checks, each
 * run skipping the rows the last one locked, and in the two-worker test a claim for 1 message took
 * every due message (up to 40).
 */
export async function claimDue(
  db: Kysely<Database>,
  { topics, limit, now, leaseMs }: ClaimRequest,
): Promise<Claim[]> {
  if (limit <= 0 || !topics.length) return [];
  const at = now.toISOString();
  const token = randomUUID();
  const postgres = isPostgres(db);
  const rows = await db
    .with(
      (cte) => cte("due").materialized(),
      (q) =>
        q
          .selectFrom("outbox")
          .select("id")
          .where(claimable(at))
          .where("topic", "in", topics)
          .orderBy("created_at")
          .limit(limit)
          .$if(postgres, (q) => q.modifyEnd(sql`for update skip locked`)),
    )
    .updateTable("outbox")
    .set({ claim_token: token, locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where(claimable(at))
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    .returning(["id", "topic", "payload", "attempts"])
    .execute();
  const claims = rows.map((row) => ({ ...row, attempts: Number(row.attempts), token }));
  if (claims.length > limit) {
    log.error(
      { asked: limit, got: claims.length },
      "outbox claimed more than asked; gives the rest back",
    );
    await release(db, claims.slice(limit));
  }
  return claims.slice(0, limit);
}

const held = (claim: Claim) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([eb("id", "=", claim.id), eb("claim_token", "=", claim.token)]);

/** Records a delivery; false when the claim was lost (its lease ran out and someone else holds it). */
export async function markSent(db: Kysely<Database>, claim: Claim, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: at.toISOString(), locked_until: null, claim_token: null })
    .where(held(claim))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface Failure {
  attempts: number;
  gaveUp: boolean;
  nextAttemptAt: Date;
  error: string;
  /** When the attempt failed (the worker's clock); now when not given. */
  failedAt?: Date;
}

/**
 * Records a failed attempt. Only a pending message is touched: one cancelled meanwhile (personal
 * data erased) stays cancelled instead of coming back for another try.
 */
export async function markFailed(
  db: Kysely<Database>,
  claim: Claim,
  failure: Failure,
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({
      attempts: failure.attempts,
      status: failure.gaveUp ? "failed" : "pending",
      next_attempt_at: failure.nextAttemptAt.toISOString(),
      // The clock of the failure itself: nextAttemptAt is that plus the backoff.
      failed_at: failure.gaveUp ? (failure.failedAt ?? new Date()).toISOString() : null,
      last_error: failure.error.slice(0, 500),
      locked_until: null,
      claim_token: null,
    })
    .where(held(claim))
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives claims back unsent and unattempted, due again at `dueAt` (at once when not given). */
export async function release(
  db: Kysely<Database>,
  claims: readonly Claim[],
  dueAt?: Date,
): Promise<void> {
  if (!claims.length) return;
  await db
    .updateTable("outbox")
    .set({
      locked_until: null,
      claim_token: null,
      ...(dueAt ? { next_attempt_at: dueAt.toISOString() } : {}),
    })
    .where((eb) => eb.or(claims.map((claim) => held(claim)(eb))))
    .execute();
}
