import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { gaveUp } from "./gave-up";

/** Whether messages are flowing: what waits to be sent, since when, and what gave up. */
export interface QueueHealth {
  pending: number;
  /** Of the pending, those waiting out the backoff after a failed attempt. */
  retrying: number;
  /** When the oldest pending message was queued; null when nothing waits. */
  oldestPendingAt: string | null;
  failed: number;
}

export async function queueHealth(db: Kysely<Database>): Promise<QueueHealth> {
  const [pending, failed] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("pending"),
        eb.fn
          .sum<number | string | null>(eb.case().when("attempts", ">", 0).then(1).else(0).end())
          .as("retrying"),
        eb.fn.min("created_at").as("oldest"),
      ])
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow(),
    countGaveUp(db),
  ]);
  return {
    pending: Number(pending.pending),
    retrying: Number(pending.retrying ?? 0),
    oldestPendingAt: pending.oldest ?? null,
    failed,
  };
}

/** How many messages gave up and wait for staff (the dashboard's warning). */
export async function countGaveUp(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where(gaveUp)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
