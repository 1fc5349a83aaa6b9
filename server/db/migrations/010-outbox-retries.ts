import type { Kysely } from "kysely";

/**
 * Staff can put a message that gave up back in the queue (server/outbox/retry.ts). For that:
 * - `failed_at`: when the message gave up, shown on the deliveries page and the order it lists them
 *   in (newest first, keyset on `failed_at, id` through `outbox_failed`).
 * - `earlier_attempts`: attempts made before the latest retry. A retry resets `attempts` to 0, so
 *   the backoff gives the message a fresh full series; the attempts already spent are kept here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("failed_at", "varchar(30)").execute();
  await db.schema
    .alterTable("outbox")
    .addColumn("earlier_attempts", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("outbox_failed")
    .on("outbox")
    .columns(["status", "failed_at", "id"])
    .execute();
  await backfillFailedAt(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("outbox_failed").execute();
  await db.schema.alterTable("outbox").dropColumn("earlier_attempts").execute();
  await db.schema.alterTable("outbox").dropColumn("failed_at").execute();
}

type FailedRows = {
  outbox: {
    id: string;
    status: string;
    attempts: number;
    created_at: string;
    next_attempt_at: string;
    failed_at: string | null;
  };
};

/**
 * Messages that gave up before this migration: the last failure set `next_attempt_at` to its own
 * time plus the backoff for that attempt, so the moment it gave up is exact. The backoff is copied
 * as it stood then (server/outbox/backoff.ts), so this migration means the same whatever it becomes.
 */
async function backfillFailedAt(db: Kysely<unknown>): Promise<void> {
  const typed = db.withTables<FailedRows>();
  const rows = await typed
    .selectFrom("outbox")
    .select(["id", "attempts", "created_at", "next_attempt_at"])
    .where("status", "=", "failed")
    .execute();
  for (const row of rows) {
    const attempts = Number(row.attempts);
    const delayMs = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
    const failedAt =
      attempts > 0
        ? new Date(Date.parse(row.next_attempt_at) - delayMs).toISOString()
        : row.created_at;
    await typed
      .updateTable("outbox")
      .set({ failed_at: failedAt })
      .where("id", "=", row.id)
      .execute();
  }
}
