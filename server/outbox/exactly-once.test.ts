import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "@/server/env-schema";
import { forEachDatabase } from "@/tests/support/databases";
import {
  countByStatus,
  mailsAccepted,
  queueMessages,
  waitFor,
  webhookArrivals,
} from "@/tests/support/outbox";
import { prepareDatabase } from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { startWebhookReceiver, type TestWebhookReceiver } from "@/tests/support/webhook-receiver";
import { createSender, type Sender } from "./sender";
import { startOutboxWorker, type StopWorker } from "./worker";

const SALES = "sales@skyhaven.example";
const SECRET = "webhook-secret-for-tests-0123456789";

describe("every outbox message goes out once", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    let receiver: TestWebhookReceiver;
    const cleanups: (() => Promise<void> | void)[] = [];

    beforeEach(async () => {
      smtp = await startSmtpServer();
      receiver = await startWebhookReceiver();
    });

    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
      await smtp.stop();
      await receiver.close();
    });

    function env(): Env {
      return parseEnv({
        SMTP_URL: smtp.url,
        SALES_NOTIFY_EMAIL: SALES,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
      });
    }

    /** A worker with its own sender; stopped and closed after the test even when it fails. */
    function worker(
      db: Parameters<typeof startOutboxWorker>[0],
      settings: Parameters<typeof startOutboxWorker>[2],
    ): StopWorker {
      const sender: Sender = createSender(db, env(), settings?.concurrency);
      const stop = startOutboxWorker(db, sender, settings);
      let stopped = false;
      const stopOnce: StopWorker = async (graceMs) => {
        if (stopped) return;
        stopped = true;
        await stop(graceMs);
        sender.close();
      };
      cleanups.push(() => stopOnce());
      return stopOnce;
    }

    async function expectAllSent(ids: string[]) {
      const { db } = current();
      expect(await countByStatus(db)).toEqual({ pending: 0, sent: ids.length, failed: 0 });
      const claimed = await db
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([eb("claim_token", "is not", null), eb("locked_until", "is not", null)]),
        )
        .execute();
      expect(claimed).toEqual([]);
    }

    it("two workers on one database send each message exactly once although the sends outlast the lease", async () => {
      const { db, connectAgain } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 60, { salesEmail: SALES, webhookUrl: receiver.url });
      smtp.gate.delayMs = 150;
      receiver.gate.delayMs = 150;
      // Two connections, as two instances have: on SQLite both open the same file.
      const other = connectAgain();
      // One send at a time per lane and worker: each worker's 20 mails take 3 s, longer than the
      // 2.5-s lease, so a worker that claimed a batch up front would see its claims taken over.
      const settings = { concurrency: 1, leaseMs: 2500, sendTimeoutMs: 1200, idleMs: 50 };
      const started = performance.now();
      const stops = [worker(db, settings), worker(other, settings)];

      await waitFor("every message sent", async () => (await countByStatus(db)).sent === 60);
      const elapsed = performance.now() - started;
      await Promise.all(stops.map((stop) => stop()));

      expect(elapsed).toBeGreaterThan(settings.leaseMs);
      const mails = mailsAccepted(smtp);
      expect(mails.size).toBe(40);
      expect([...mails.values()].every((n) => n === 1)).toBe(true);
      const hooks = webhookArrivals(receiver);
      expect(hooks.arrived.size).toBe(20);
      expect([...hooks.arrived.values()].every((n) => n === 1)).toBe(true);
      expect([...mails.keys(), ...hooks.arrived.keys()].sort()).toEqual([...ids].sort());
      await expectAllSent(ids);
      const attempts = await db.selectFrom("outbox").select("attempts").execute();
      expect(attempts.every((row) => Number(row.attempts) === 0)).toBe(true);
    });

    it("with SMTP and the webhook receiver down nothing is lost; once they are back each message goes out once", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 15, { salesEmail: SALES, webhookUrl: receiver.url });
      await smtp.stop();
      receiver.status = 503;
      const stop = worker(db, { retryDelayMs: () => 200, idleMs: 50 });

      await waitFor("two failed attempts at every message", async () => {
        const rows = await db.selectFrom("outbox").select("attempts").execute();
        return rows.every((row) => Number(row.attempts) >= 2);
      });
      expect(await countByStatus(db)).toEqual({ pending: 15, sent: 0, failed: 0 });
      await smtp.start();
      receiver.status = 200;
      await waitFor("every message sent", async () => (await countByStatus(db)).sent === 15);
      await stop();

      const mails = mailsAccepted(smtp);
      expect(mails.size).toBe(10);
      expect([...mails.values()].every((n) => n === 1)).toBe(true);
      const hooks = webhookArrivals(receiver);
      expect(hooks.accepted.size).toBe(5);
      expect([...hooks.accepted.values()].every((n) => n === 1)).toBe(true);
      expect([...mails.keys(), ...hooks.accepted.keys()].sort()).toEqual([...ids].sort());
      await expectAllSent(ids);
    });
  });
});
