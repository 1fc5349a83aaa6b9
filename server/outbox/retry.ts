import type { ExpressionBuilder, Kysely } from "kysely";
import { writeAudit } from "../audit/write";
import type { Database } from "../db/schema";
import type { Topic } from "./claims";
import { gaveUp } from "./gave-up";

export type RetryResult =
  | { kind: "queued"; topic: Topic }
  /** Someone retried it first (pending again, or already sent): nothing was queued twice. */
  | { kind: "not_failed"; status: "pending" | "sent" }
  /** Cancelled by an erasure: there is nothing left to send. */
  | { kind: "cancelled" }
  | { kind: "missing" };

export interface RetryAllResult {
  queued: number;
  byTopic: Partial<Record<Topic, number>>;
}

/**
 * Back to pending, due now, with no claim. `attempts` starts again from 0, so the backoff gives the
 * message a fresh full series (30 s, 1 min, … about two days) rather than giving up after one more
 * try; the attempts already spent move to `earlier_attempts`, so the page still shows them. Both
 * databases evaluate every SET expression against the row as it was, so the sum sees the old count.
 */
const requeue = (now: Date) => (eb: ExpressionBuilder<Database, "outbox">) => ({
  status: "pending" as const,
  attempts: 0,
  earlier_attempts: eb("earlier_attempts", "+", eb.ref("attempts")),
  next_attempt_at: now.toISOString(),
  locked_until: null,
  claim_token: null,
  failed_at: null,
});

/**
 * Queues one message that gave up again. Only a row still failed moves (one conditional UPDATE):
 * two admins retrying it at once, or a retry racing "Retry all", queue it once. PostgreSQL makes
 * the second UPDATE wait for the first's row lock and then re-checks the status; SQLite runs one
 * writer at a time. A failed message is never claimed, so none is being sent while it moves.
 */
export async function retryMessage(
  db: Kysely<Database>,
  id: string,
  actor: string,
  now = new Date(),
): Promise<RetryResult> {
  const moved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("outbox")
      .set(requeue(now))
      .where("id", "=", id)
      .where(gaveUp)
      .returning(["id", "topic", "registration_id", "earlier_attempts"])
      .executeTakeFirst();
    if (row) {
      await writeAudit(trx, {
        actor,
        action: "outbox.retry",
        entity: "outbox",
        entityId: row.id,
        details: {
          topic: row.topic,
          registrationId: row.registration_id,
          earlierAttempts: Number(row.earlier_attempts),
        },
      });
    }
    return row;
  });
  if (moved) return { kind: "queued", topic: moved.topic };

  const current = await db
    .selectFrom("outbox")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!current) return { kind: "missing" };
  // Failed yet not given up: erasure cancelled it and blanked what it would have sent.
  if (current.status === "failed") return { kind: "cancelled" };
  return { kind: "not_failed", status: current.status };
}

/** Queues every message that gave up again, in one conditional UPDATE, with one audit entry. */
export async function retryAllFailed(
  db: Kysely<Database>,
  actor: string,
  now = new Date(),
): Promise<RetryAllResult> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("outbox")
      .set(requeue(now))
      .where(gaveUp)
      .returning("topic")
      .execute();
    const byTopic: Partial<Record<Topic, number>> = {};
    for (const { topic } of rows) byTopic[topic] = (byTopic[topic] ?? 0) + 1;
    if (rows.length) {
      await writeAudit(trx, {
        actor,
        action: "outbox.retry_all",
        entity: "outbox",
        details: { messages: rows.length, byTopic },
      });
    }
    return { queued: rows.length, byTopic };
  });
}
