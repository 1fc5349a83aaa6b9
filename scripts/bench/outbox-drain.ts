import { connect } from "@/server/db/connect";
import { migrateToLatest } from "@/server/db/migrate";
import { seedReferenceData } from "@/server/db/seed";
import { parseEnv } from "@/server/env-schema";
import { createSender } from "@/server/outbox/sender";
import { startOutboxWorker } from "@/server/outbox/worker";
import { countByStatus, queueMessages, waitFor } from "@/tests/support/outbox";
import { startSmtpServer } from "@/tests/support/smtp";
import { startWebhookReceiver } from "@/tests/support/webhook-receiver";

export interface DrainResult {
  database: string;
  messages: number;
  seconds: number;
  sent: number;
}

/**
 * Queues `messages` outbox messages (acknowledgements, sales notices, webhooks) and times the
 * worker draining them to a local SMTP server and webhook receiver that each take `delayMs` to
 * answer, as a real mail relay or CRM would.
 */
export async function outboxDrain(
  database: string,
  databaseUrl: string,
  { messages, delayMs, searchPath }: { messages: number; delayMs: number; searchPath?: string },
): Promise<DrainResult> {
  const { db } = connect(databaseUrl, { searchPath });
  const smtp = await startSmtpServer();
  const receiver = await startWebhookReceiver();
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    await queueMessages(db, messages, {
      salesEmail: "sales@skyhaven.example",
      webhookUrl: receiver.url,
    });
    smtp.gate.delayMs = delayMs;
    receiver.gate.delayMs = delayMs;
    const sender = createSender(
      db,
      parseEnv({
        SMTP_URL: smtp.url,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
      }),
    );
    const started = performance.now();
    const stop = startOutboxWorker(db, sender, { idleMs: 50 });
    try {
      await waitFor("the outbox drained", async () => (await countByStatus(db)).sent === messages, {
        timeoutMs: 300_000,
        intervalMs: 100,
      });
    } finally {
      await stop();
      sender.close();
    }
    const seconds = (performance.now() - started) / 1000;
    return { database, messages, seconds, sent: (await countByStatus(db)).sent };
  } finally {
    await smtp.stop();
    await receiver.close();
    await db.destroy();
  }
}
