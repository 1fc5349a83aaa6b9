import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@/server/db/schema";
import { outboxEntriesFor, type NotificationTargets } from "@/server/outbox/entries";
import { validRegistration } from "./registrations";
import type { TestSmtpServer } from "./smtp";
import type { TestWebhookReceiver } from "./webhook-receiver";

/**
 * Queues `count` outbox messages due now (each registration's acknowledgement, sales notice and
 * webhook, in that order) without storing registrations, so a large queue takes a moment to build.
 */
export async function queueMessages(
  db: Kysely<Database>,
  count: number,
  targets: NotificationTargets,
): Promise<string[]> {
  const createdAt = new Date(Date.now() - 1000).toISOString();
  const rows = [];
  for (let i = 0; rows.length < count; i++) {
    const event = {
      id: randomUUID(),
      input: validRegistration({ email: `buyer${i}@example.com` }),
      locale: "en" as const,
      duplicateOf: null,
      createdAt,
    };
    for (const entry of outboxEntriesFor(event, targets))
      rows.push({ ...entry, registration_id: null });
  }
  rows.length = count;
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto("outbox")
      .values(rows.slice(start, start + 200))
      .execute();
  }
  return rows.map((row) => row.id);
}

/** Polls `condition` every `intervalMs` until it holds; throws after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export async function countByStatus(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("n")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** How often the SMTP server accepted each outbox message, by its Message-ID. */
export function mailsAccepted(smtp: TestSmtpServer): Map<string, number> {
  return tally(
    smtp.messages.map((m) => (m.headers.get("message-id") ?? "").replace(/^<|@[^@>]+>$/g, "")),
  );
}

/** How often each webhook delivery id arrived, answered or not; and how often it was answered 2xx. */
export function webhookArrivals(receiver: TestWebhookReceiver) {
  const id = (headers: TestWebhookReceiver["requests"][number]["headers"]) =>
    String(headers["x-skyhaven-delivery"]);
  return {
    arrived: tally(receiver.requests.map((r) => id(r.headers))),
    accepted: tally(
      receiver.requests
        .filter((r) => r.answered !== undefined && r.answered < 300)
        .map((r) => id(r.headers)),
    ),
  };
}
