import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, OutboxTable } from "../db/schema";

/** What a `ballot_result` message carries: the entry, the mail's language and address. */
export interface BallotResultPayload {
  reference: string;
  locale: string;
  to: string;
}

export interface DrawnEntry {
  reference: string;
  leadId: string;
  locale: string;
}

/**
 * Queues each drawn entrant's mail (their number and slot), inside the draw's transaction: the
 * draw and its mails are one. An entrant whose data was erased since entering gets none.
 */
export async function queueBallotResults(
  trx: Kysely<Database>,
  entries: readonly DrawnEntry[],
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const emails = new Map<string, string>();
  const leadIds = entries.map((entry) => entry.leadId);
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await trx
      .selectFrom("registrations")
      .select(["id", "email"])
      .where("id", "in", leadIds.slice(start, start + 500))
      .where("erased_at", "is", null)
      .execute();
    for (const row of rows) emails.set(row.id, row.email);
  }
  const messages: Insertable<OutboxTable>[] = entries.flatMap((entry) => {
    const to = emails.get(entry.leadId);
    if (!to) return [];
    const payload: BallotResultPayload = { reference: entry.reference, locale: entry.locale, to };
    return [
      {
        id: randomUUID(),
        created_at: at,
        topic: "ballot_result" as const,
        // The person's lead: an erasure cancels the message and blanks its payload.
        registration_id: entry.leadId,
        payload: JSON.stringify(payload),
        next_attempt_at: at,
      },
    ];
  });
  for (let start = 0; start < messages.length; start += 100)
    await trx
      .insertInto("outbox")
      .values(messages.slice(start, start + 100))
      .execute();
  return messages.length;
}
