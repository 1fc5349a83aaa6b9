import { performance } from "node:perf_hooks";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env-schema";
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
import { createSender } from "./sender";
import { startOutboxWorker } from "./worker";

const MESSAGES = 1000;
const SALES = "sales@skyhaven.example";

describe("outbox throughput", () => {
  forEachDatabase((current, target) => {
    let smtp: TestSmtpServer;
    let receiver: TestWebhookReceiver;

    beforeEach(async () => {
      smtp = await startSmtpServer();
      receiver = await startWebhookReceiver();
    });

    afterEach(async () => {
      await smtp.stop();
      await receiver.close();
    });

    it("drains 1,000 queued messages, each sent exactly once, when the receivers answer in 50 ms", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, MESSAGES, {
        salesEmail: SALES,
        webhookUrl: receiver.url,
      });
      smtp.gate.delayMs = 50;
      receiver.gate.delayMs = 50;
      const env = parseEnv({
        SMTP_URL: smtp.url,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: "webhook-secret-for-tests-0123456789",
      });
      const sender = createSender(db, env);

      const started = performance.now();
      const stop = startOutboxWorker(db, sender, { idleMs: 50 });
      try {
        await waitFor(
          "every message sent",
          async () => (await countByStatus(db)).sent === MESSAGES,
          // A bound for a busy CI machine; the figure itself is `npm run bench -- --part outbox`.
          { timeoutMs: 90_000, intervalMs: 100 },
        );
      } finally {
        await stop();
        sender.close();
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `outbox throughput (${target.name}): ${MESSAGES} messages in ${seconds.toFixed(1)} s, ` +
          `${Math.round(MESSAGES / seconds)}/s, receivers answering in 50 ms`,
      );

      const mails = mailsAccepted(smtp);
      const hooks = webhookArrivals(receiver);
      expect(mails.size + hooks.arrived.size).toBe(MESSAGES);
      expect([...mails.values(), ...hooks.arrived.values()].every((n) => n === 1)).toBe(true);
      expect([...mails.keys(), ...hooks.arrived.keys()].sort()).toEqual([...ids].sort());
    }, 100_000);
  });
});
