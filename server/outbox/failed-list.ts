import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { decodeCursor, encodeCursor } from "../leads/cursor";
import type { Topic } from "./claims";
import { redactEmails } from "./failure-log";
import { gaveUp } from "./gave-up";

export const FAILED_PAGE_SIZE = 50;

/** A message that gave up, as the deliveries page shows it. */
export interface FailedMessage {
  id: string;
  topic: Topic;
  /** The registration it was sent for, and that person's name (null for a message of no lead). */
  registrationId: string | null;
  leadName: string | null;
  attempts: number;
  /** Attempts made before staff last retried it. */
  earlierAttempts: number;
  createdAt: string;
  failedAt: string;
  lastError: string | null;
}

export interface FailedPage {
  messages: FailedMessage[];
  /** Cursor of the next, older page, when there is one. */
  older?: string;
}

/** Messages that gave up, newest failure first, a page at a time (keyset on `failed_at, id`). */
export async function listFailed(
  db: Kysely<Database>,
  { after }: { after?: string } = {},
  pageSize = FAILED_PAGE_SIZE,
): Promise<FailedPage> {
  const cursor = after ? decodeCursor(after) : null;
  let query = db
    .selectFrom("outbox")
    .leftJoin("registrations", "registrations.id", "outbox.registration_id")
    .select([
      "outbox.id",
      "outbox.topic",
      "outbox.registration_id",
      "registrations.full_name",
      "outbox.attempts",
      "outbox.earlier_attempts",
      "outbox.created_at",
      "outbox.failed_at",
      "outbox.last_error",
    ])
    .where(gaveUp);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("outbox.failed_at", "<", cursor.at),
        eb.and([eb("outbox.failed_at", "=", cursor.at), eb("outbox.id", "<", cursor.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy("outbox.failed_at", "desc")
    .orderBy("outbox.id", "desc")
    .limit(pageSize + 1)
    .execute();

  const visible = rows.slice(0, pageSize);
  const last = visible.at(-1);
  return {
    messages: visible.map((row) => ({
      id: row.id,
      topic: row.topic,
      registrationId: row.registration_id,
      leadName: row.full_name,
      attempts: Number(row.attempts),
      earlierAttempts: Number(row.earlier_attempts),
      createdAt: row.created_at,
      // Every path that marks a message failed sets failed_at (the 010 migration filled in the old).
      failedAt: row.failed_at ?? row.created_at,
      // Stored errors are redacted when written; older rows, or a server that names an address in
      // another form, are redacted again here.
      lastError: row.last_error === null ? null : redactEmails(row.last_error),
    })),
    older:
      rows.length > pageSize && last
        ? encodeCursor(last.failed_at ?? last.created_at, last.id)
        : undefined,
  };
}
