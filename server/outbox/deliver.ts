import type { Kysely } from "kysely";
import type { Database, OutboxTable } from "../db/schema";
import { MAX_ATTEMPTS, retryDelayMs } from "./backoff";

export type OutboxRow = Pick<OutboxTable, "id" | "topic" | "payload"> & { attempts: number };

/** Sends one entry; throws to have it retried. Returns false when it cannot be sent here at all. */
export type Sender = (entry: OutboxRow) => Promise<boolean>;

const LOCK_MS = 60_000;
/** An entry nothing here can send (no SMTP_URL) steps aside this long, so it never blocks the queue. */
const UNSENDABLE_RECHECK_MS = 60 * 60 * 1000;

/**
 * Delivers what is due, at most `limit` entries. Each entry is claimed with a short lock first, so
 * several app instances never send the same entry at once, and marked sent only after success.
 */
export async function deliverDue(
  db: Kysely<Database>,
  send: Sender,
  now = new Date(),
  limit = 20,
): Promise<number> {
  const at = now.toISOString();
  const due = await db
    .selectFrom("outbox")
    .select(["id", "topic", "payload", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .orderBy("created_at")
    .limit(limit)
    .execute();

  if (!due.length) return 0;

  // One claim and one "not sendable here" update for the whole batch: on SQLite each write is a
  // commit that waits for the disk, and this runs beside the registrations.
  const claimed = await db
    .updateTable("outbox")
    .set({ locked_until: new Date(now.getTime() + LOCK_MS).toISOString() })
    .where(
      "id",
      "in",
      due.map((entry) => entry.id),
    )
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]))
    .returning("id")
    .execute();
  const ours = new Set(claimed.map((row) => row.id));

  let sent = 0;
  const unsendable: string[] = [];
  for (const entry of due.filter((e) => ours.has(e.id))) {
    try {
      if (!(await send(entry))) {
        unsendable.push(entry.id);
        continue;
      }
      await db
        .updateTable("outbox")
        .set({ status: "sent", sent_at: new Date().toISOString(), locked_until: null })
        .where("id", "=", entry.id)
        .execute();
      sent++;
    } catch (error) {
      const attempts = entry.attempts + 1;
      await db
        .updateTable("outbox")
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          locked_until: null,
        })
        .where("id", "=", entry.id)
        .execute();
    }
  }
  if (unsendable.length) {
    await db
      .updateTable("outbox")
      .set({
        locked_until: null,
        next_attempt_at: new Date(now.getTime() + UNSENDABLE_RECHECK_MS).toISOString(),
      })
      .where("id", "in", unsendable)
      .execute();
  }
  return sent;
}
