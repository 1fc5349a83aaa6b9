import { expect, test } from "@playwright/test";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { retryDelayMs } from "@/server/outbox/backoff";
import { startAppServer } from "../support/app-server";
import { databaseTargets, type DatabaseTarget } from "../support/database-targets";
import { countByStatus, mailsAccepted, waitFor, webhookArrivals } from "../support/outbox";
import { buyer, postRegistration, registrationBody } from "../support/registration-load";
import { startSmtpServer } from "../support/smtp";
import { startWebhookReceiver } from "../support/webhook-receiver";

// The outbox worker inside the production server, with the mail server and the webhook receiver
// down when the registrations arrive: nothing is lost, and once both are back every message goes
// out once. It waits out the real first retry (30 s; there is no setting to shorten it), so every
// database runs at the same time to pay that wait once.
const REGISTRATIONS = 5;
/** The buyer's acknowledgement and the sales notice by mail, and the webhook. */
const MESSAGES = REGISTRATIONS * 3;
const FIRST_RETRY_MS = retryDelayMs(1);

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const cleanups: (() => Promise<void>)[] = [];

test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function downThenUp(target: DatabaseTarget, firstBuyer: number): Promise<string> {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.stop());
  await smtp.stop();
  const receiver = await startWebhookReceiver();
  cleanups.push(() => receiver.close());
  receiver.status = 503;
  const database = await target.open();
  cleanups.push(() => database.close());
  await prepareDatabase(database.url);
  const server = await startAppServer({
    databaseUrl: database.url,
    env: {
      OUTBOX_WORKER: "1",
      SMTP_URL: smtp.url,
      SALES_NOTIFY_EMAIL: "sales@skyhaven.example",
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: "fault-suite-webhook-secret-0123456789",
    },
  });
  cleanups.push(() => server.stop());

  for (let i = 0; i < REGISTRATIONS; i++) {
    const posted = await postRegistration(server.origin, registrationBody(buyer(firstBuyer + i)));
    expect(posted.status, posted.body).toBe(201);
  }
  const { db } = database;
  const attempted = async () => {
    const rows = await db.selectFrom("outbox").select(["attempts", "next_attempt_at"]).execute();
    return rows.length === MESSAGES && rows.every((row) => Number(row.attempts) >= 1) ? rows : [];
  };
  await waitFor("a failed attempt at every message", async () => (await attempted()).length > 0, {
    timeoutMs: 20_000,
    intervalMs: 200,
  });
  const failedAt = Date.now();
  expect(await countByStatus(db)).toEqual({ pending: MESSAGES, sent: 0, failed: 0 });
  const retryIn = (await attempted()).map((row) => Date.parse(row.next_attempt_at) - failedAt);
  // Each retry is about the first backoff away (less the moments since each attempt).
  expect(Math.max(...retryIn)).toBeLessThanOrEqual(FIRST_RETRY_MS);
  expect(Math.min(...retryIn)).toBeGreaterThan(FIRST_RETRY_MS - 10_000);

  await smtp.start();
  receiver.status = 200;
  const upAt = Date.now();
  await waitFor("every message sent", async () => (await countByStatus(db)).sent === MESSAGES, {
    timeoutMs: FIRST_RETRY_MS + 20_000,
    intervalMs: 250,
  });
  const deliveredMs = Date.now() - upAt;

  const ids = (await db.selectFrom("outbox").select("id").execute()).map((row) => row.id);
  const mails = mailsAccepted(smtp);
  const hooks = webhookArrivals(receiver);
  expect([...mails.values(), ...hooks.accepted.values()].every((n) => n === 1)).toBe(true);
  expect([...mails.keys(), ...hooks.accepted.keys()].sort()).toEqual(ids.sort());
  expect(await countByStatus(db)).toEqual({ pending: 0, sent: MESSAGES, failed: 0 });
  return (
    `[faults] mail and webhook down then up on ${target.name}: ${MESSAGES} messages, ` +
    `retries due ${seconds(Math.min(...retryIn))}-${seconds(Math.max(...retryIn))} s after the failures, ` +
    `all sent ${deliveredMs} ms after the receivers came back, ${mails.size} mails and ` +
    `${hooks.accepted.size} webhooks accepted once each (${receiver.requests.length} webhook posts in all)`
  );
}

test("with the mail server and the webhook receiver down, the server's outbox worker retries and delivers every message once after they come back", async () => {
  test.setTimeout(120_000);
  const figures = await Promise.all(
    databaseTargets.map((target, index) => downThenUp(target, 6_000_000 + index * 1000)),
  );
  for (const line of figures) console.log(line);
});
