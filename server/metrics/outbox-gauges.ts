import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";
import { gaveUp } from "../outbox/gave-up";
import type { Topic } from "../outbox/claims";
import { LANES } from "../outbox/lane";
import type { Metrics } from "./registry";

export interface OutboxTopicState {
  topic: Topic;
  pending: number;
  /** Gave up after the last attempt (messages an erasure cancelled are not counted). */
  failed: number;
  /** Age of the oldest pending message; 0 when none is pending. */
  oldestPendingAgeSeconds: number;
}

export const OUTBOX_TOPICS: readonly Topic[] = LANES.flatMap((lane) => lane.topics);

/**
 * The outbox's state per topic: one grouped statement over the pending messages (answered from the
 * partial index `outbox_pending` of migration 011 alone) and one over the failed ones (few: a
 * message fails only after two days of retries). Every topic is listed, at 0 when it has nothing
 * waiting or failed.
 */
export async function readOutboxState(
  db: Kysely<Database>,
  now = new Date(),
): Promise<OutboxTopicState[]> {
  const [pendingRows, failedRows] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        "topic",
        eb.fn.countAll<number | string>().as("n"),
        eb.fn.min("created_at").as("oldest"),
      ])
      // A literal, not a parameter: only then do SQLite and PostgreSQL use the partial index.
      .where("status", "=", sql.lit("pending"))
      .groupBy("topic")
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => ["topic", eb.fn.countAll<number | string>().as("n")])
      // As the lead desk lists them: not those an erasure cancelled (their payload is blanked).
      .where(gaveUp)
      .groupBy("topic")
      .execute(),
  ]);
  return OUTBOX_TOPICS.map((topic) => {
    const pending = pendingRows.find((row) => row.topic === topic);
    const failed = failedRows.find((row) => row.topic === topic);
    const oldest = pending?.oldest ? Date.parse(pending.oldest) : Number.NaN;
    return {
      topic,
      pending: Number(pending?.n ?? 0),
      failed: Number(failed?.n ?? 0),
      oldestPendingAgeSeconds: Number.isNaN(oldest)
        ? 0
        : Math.max(0, (now.getTime() - oldest) / 1000),
    };
  });
}

/** Sets the outbox gauges from the database's current state. */
export function setOutboxGauges(metrics: Metrics, state: readonly OutboxTopicState[]): void {
  for (const { topic, pending, failed, oldestPendingAgeSeconds } of state) {
    metrics.outboxPending.set({ topic }, pending);
    metrics.outboxFailed.set({ topic }, failed);
    metrics.outboxOldestPendingAge.set({ topic }, oldestPendingAgeSeconds);
  }
}

/** No reading (the database failed): no values, rather than the last ones passed off as current. */
export function clearOutboxGauges(metrics: Metrics): void {
  metrics.outboxPending.reset();
  metrics.outboxFailed.reset();
  metrics.outboxOldestPendingAge.reset();
}
