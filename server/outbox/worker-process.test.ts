import { spawn, type ChildProcess } from "node:child_process";
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
import { deliverDue } from "./deliver";
import { createSender } from "./sender";
import { defaultSettings, OUTBOX_CONCURRENCY } from "./settings";

const SALES = "sales@skyhaven.example";
const SECRET = "webhook-secret-for-tests-0123456789";

interface Worker {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

describe("npm run worker as a process", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    let receiver: TestWebhookReceiver;
    let worker: Worker | undefined;

    beforeEach(async () => {
      smtp = await startSmtpServer();
      receiver = await startWebhookReceiver();
    });

    afterEach(async () => {
      if (worker && worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill("SIGKILL");
        await worker.exited;
      }
      worker = undefined;
      await smtp.stop();
      await receiver.close();
    });

    function env() {
      return {
        SMTP_URL: smtp.url,
        SALES_NOTIFY_EMAIL: SALES,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
      };
    }

    /** `node --import tsx scripts/worker.ts` on this test's database, with production settings. */
    function startWorker(): Worker {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
        cwd: process.cwd(),
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATABASE_URL: current().url,
          AUTH_SECRET: "auth-secret-for-the-worker-under-test-0123",
          LOG_LEVEL: "warn",
          ...env(),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>(
        (resolve) => child.once("exit", (code, signal) => resolve({ code, signal })),
      );
      return { child, output: () => output, exited };
    }

    /** Waits until every send slot of both lanes hangs at a receiver that has not answered. */
    async function untilEveryLaneIsMidSend(running: Worker) {
      await waitFor(
        "8 mails and 8 webhooks in flight",
        () => smtp.gate.held === OUTBOX_CONCURRENCY && receiver.gate.held === OUTBOX_CONCURRENCY,
        { timeoutMs: 20_000 },
      ).catch((error: Error) => {
        const state = `smtp ${smtp.messages.length} accepted, ${smtp.gate.held} held; webhook ${receiver.requests.length} arrived, ${receiver.gate.held} held`;
        throw new Error(`${error.message} (${state})\nworker output:\n${running.output()}`);
      });
    }

    it("after the worker is killed mid-send a new worker delivers every message: mail once, a webhook at most twice with one delivery id", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 60, { salesEmail: SALES, webhookUrl: receiver.url });
      // Some of each go through, then every slot hangs waiting for an answer.
      smtp.gate.holdAfter = 10;
      receiver.gate.holdAfter = 5;
      worker = startWorker();
      await untilEveryLaneIsMidSend(worker);

      worker.child.kill("SIGKILL");
      expect(await worker.exited).toEqual({ code: null, signal: "SIGKILL" });
      // The servers notice the hang-up: unanswered mail is dropped, the webhooks were already read.
      await waitFor("held answers dropped", () => smtp.gate.held === 0 && receiver.gate.held === 0);
      smtp.gate.releaseHeld();
      receiver.gate.releaseHeld();
      const mailsBefore = smtp.messages.length;
      expect(mailsBefore).toBe(10);
      expect(receiver.requests).toHaveLength(5 + OUTBOX_CONCURRENCY);

      // The new worker runs once the dead worker's claims have lapsed: its clock is a lease ahead.
      const config = parseEnv(env());
      const sender = createSender(db, config);
      try {
        const afterLease = () => new Date(Date.now() + defaultSettings.leaseMs + 1000);
        for (let run = 0; run < 5 && (await countByStatus(db)).sent < 60; run++) {
          await deliverDue(db, sender, afterLease(), 100);
        }
      } finally {
        sender.close();
      }

      expect(await countByStatus(db)).toEqual({ pending: 0, sent: 60, failed: 0 });
      const mails = mailsAccepted(smtp);
      expect(mails.size).toBe(40);
      expect([...mails.values()].every((n) => n === 1)).toBe(true);
      const hooks = webhookArrivals(receiver);
      expect(hooks.arrived.size).toBe(20);
      expect([...hooks.arrived.values()].every((n) => n <= 2)).toBe(true);
      // Exactly the webhooks the receiver read but never answered came again, under the same id.
      expect([...hooks.arrived.values()].filter((n) => n === 2)).toHaveLength(OUTBOX_CONCURRENCY);
      expect([...mails.keys(), ...hooks.arrived.keys()].sort()).toEqual([...ids].sort());
    }, 40_000);

    it("on SIGTERM the worker finishes its sends, gives back what it has not started and exits 0; the next worker sends the rest once", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 60, { salesEmail: SALES, webhookUrl: receiver.url });
      smtp.gate.holdAfter = 10;
      receiver.gate.holdAfter = 5;
      worker = startWorker();
      await untilEveryLaneIsMidSend(worker);

      worker.child.kill("SIGTERM");
      // It waits for the sends in flight; once the receivers answer they complete and it exits.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(worker.child.exitCode).toBeNull();
      smtp.gate.releaseHeld();
      receiver.gate.releaseHeld();
      expect(await worker.exited).toEqual({ code: 0, signal: null });

      const done = 10 + OUTBOX_CONCURRENCY + 5 + OUTBOX_CONCURRENCY;
      expect(await countByStatus(db)).toEqual({ pending: 60 - done, sent: done, failed: 0 });
      const held = await db
        .selectFrom("outbox")
        .select("id")
        .where("claim_token", "is not", null)
        .execute();
      expect(held).toEqual([]);

      // No lease to wait out: the next worker, on the real clock, sends the rest straight away.
      const sender = createSender(db, parseEnv(env()));
      try {
        expect(await deliverDue(db, sender, new Date(), 100)).toBe(60 - done);
      } finally {
        sender.close();
      }
      const mails = mailsAccepted(smtp);
      const hooks = webhookArrivals(receiver);
      expect([...mails.values(), ...hooks.arrived.values()].every((n) => n === 1)).toBe(true);
      expect([...mails.keys(), ...hooks.arrived.keys()].sort()).toEqual([...ids].sort());
    }, 40_000);
  });
});
