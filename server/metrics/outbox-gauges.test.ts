import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database, OutboxTable } from "@/server/db/schema";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase } from "@/tests/support/registrations";
import { CANCELLED_BY_ERASURE } from "../outbox/cancelled";
import { ERASED_PAYLOAD } from "../outbox/gave-up";
import { readOutboxState } from "./outbox-gauges";

const now = new Date("2026-11-25T08:00:00.000Z");
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

async function message(
  db: Kysely<Database>,
  topic: OutboxTable["topic"],
  status: "pending" | "sent" | "failed",
  ageSeconds: number,
  lastError: string | null = null,
) {
  await db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      created_at: secondsAgo(ageSeconds),
      topic,
      registration_id: null,
      // Erasure blanks the payload of what it cancels; anything else carries its message.
      payload: lastError === CANCELLED_BY_ERASURE ? ERASED_PAYLOAD : '{"kind":"test"}',
      status,
      next_attempt_at: secondsAgo(0),
      last_error: lastError,
    })
    .execute();
}

forEachDatabase((current) => {
  it("reports every topic at 0 when the outbox is empty", async () => {
    const { db } = current();
    await prepareDatabase(db);
    expect(await readOutboxState(db, now)).toEqual([
      { topic: "buyer_ack", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "sales_notify", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "lead_alert", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "booking_confirm", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "booking_reminder", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "ballot_result", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "lead_webhook", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "meta_conversion", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "google_conversion", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
    ]);
  });

  it("counts pending and given-up messages per topic and ages the oldest pending one", async () => {
    const { db } = current();
    await prepareDatabase(db);
    await message(db, "lead_webhook", "pending", 90);
    await message(db, "lead_webhook", "pending", 30);
    // Sent long ago: neither pending nor older than the pending ones.
    await message(db, "lead_webhook", "sent", 86_400);
    await message(db, "lead_webhook", "failed", 172_800, "HTTP 500 from the receiver");
    await message(db, "buyer_ack", "pending", 5);
    await message(db, "buyer_ack", "failed", 200_000, "550 mailbox unavailable");
    await message(db, "buyer_ack", "failed", 200_000, "421 try later");
    // Cancelled by an erasure: failed in the table, but nothing went wrong.
    await message(db, "sales_notify", "failed", 100, CANCELLED_BY_ERASURE);

    expect(await readOutboxState(db, now)).toEqual([
      { topic: "buyer_ack", pending: 1, failed: 2, oldestPendingAgeSeconds: 5 },
      { topic: "sales_notify", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "lead_alert", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "booking_confirm", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "booking_reminder", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "ballot_result", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "lead_webhook", pending: 2, failed: 1, oldestPendingAgeSeconds: 90 },
      { topic: "meta_conversion", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
      { topic: "google_conversion", pending: 0, failed: 0, oldestPendingAgeSeconds: 0 },
    ]);
  });

  it("counts pending messages from migration 011's partial index of pending rows", async () => {
    const database = current();
    await prepareDatabase(database.db);
    if (database.dialect === "sqlite") {
      // better-sqlite3 blocks the event loop while it reads: the count must not read the table.
      const plan = database.sqlite
        .prepare(
          `explain query plan select "topic", count(*), min("created_at") from "outbox"
           where "status" = 'pending' group by "topic"`,
        )
        .all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join("\n")).toContain("COVERING INDEX outbox_pending");
    } else {
      const { rows } = await sql<{ indexdef: string }>`
        select indexdef from pg_indexes
        where schemaname = ${database.schema} and indexname = 'outbox_pending'`.execute(
        database.db,
      );
      expect(rows[0]?.indexdef).toMatch(
        /\(status, topic, created_at\) WHERE .*status.* = 'pending'/,
      );
    }
  });
});
