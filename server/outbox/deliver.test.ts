import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getMailCopy } from "@/content/mail";
import type { Database } from "@/server/db/schema";
import { parseEnv, type Env } from "@/server/env-schema";
import type { RegistrationContext } from "@/server/registrations/types";
import { forEachDatabase } from "@/tests/support/databases";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { hasTextAndHtmlAlternatives, htmlLang } from "@/tests/support/mime";
import { waitFor } from "@/tests/support/outbox";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { startWebhookReceiver, type TestWebhookReceiver } from "@/tests/support/webhook-receiver";
import { MAX_ATTEMPTS, retryDelayMs } from "./backoff";
import { deliverDue } from "./deliver";
import { createSender } from "./sender";
import { startOutboxWorker } from "./worker";

const SALES = "sales@skyhaven.example";
const SECRET = "webhook-secret-for-tests-0123456789";
const T0 = new Date(Date.UTC(2026, 10, 3, 9, 0, 0));
const later = (ms: number) => new Date(T0.getTime() + ms);

interface LeadBody {
  event: string;
  deliveryId: string;
  lead: Record<string, unknown>;
}

async function outboxRows(db: Kysely<Database>) {
  return db.selectFrom("outbox").selectAll().orderBy("topic").execute();
}

describe("deliverDue with real SMTP and webhook transports on loopback", () => {
  forEachDatabase((current) => {
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

    function env(overrides: Record<string, string | undefined> = {}): Env {
      return parseEnv({
        SMTP_URL: smtp.url,
        SALES_NOTIFY_EMAIL: SALES,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        ...overrides,
      });
    }

    /** Migrates, then stores one registration with every notification target of `config`. */
    async function register(
      config: Env,
      input: Record<string, unknown> = {},
      context: Partial<RegistrationContext> = {},
    ) {
      const { db } = current();
      return createRegistration(
        db,
        {
          input: validRegistration(input),
          context: { locale: "en", source: "web", now: T0, ...context },
        },
        { salesEmail: config.SALES_NOTIFY_EMAIL, webhookUrl: config.LEAD_WEBHOOK_URL },
      );
    }

    async function deliver(config: Env, now: Date, limit?: number) {
      const { db } = current();
      const sender = createSender(db, config);
      try {
        return await deliverDue(db, sender, now, limit);
      } finally {
        sender.close();
      }
    }

    it("mails the buyer's acknowledgement in the buyer's language: Chinese for a zh registration", async () => {
      await prepareDatabase(current().db);
      const config = env();
      await register(
        config,
        { name: "陈大文", email: "dawen@example.com", salutationId: "1" },
        { locale: "zh" },
      );

      await deliver(config, later(1000));

      const ack = smtp.messages.find((m) => m.to.includes("dawen@example.com"));
      expect(ack).toBeDefined();
      expect(ack?.subject).toBe(getMailCopy("zh").ackSubject);
      expect(ack?.subject).toBe("感谢您登记 SkyHaven Suites 购房意向");
      expect(ack?.text).toContain("陈大文先生，您好：");
      expect(ack?.text).toContain("A1、C1A");
      expect(ack?.from).toBe("no-reply@skyhaven.example");
      // Beside the text, an HTML alternative in Chinese that says the same.
      expect(hasTextAndHtmlAlternatives(ack?.raw ?? "")).toBe(true);
      expect(htmlLang(ack?.html)).toBe("zh-Hans");
      expect(ack?.html).toContain(">感谢您登记 SkyHaven Suites 购房意向</h1>");
      expect(ack?.html).toContain("陈大文先生，您好：");
    });

    it("puts a titled buyer's title before the name in Chinese and styles it in Malay", async () => {
      await prepareDatabase(current().db);
      const config = env();
      // Salutation 11 is Dato' (content/salutations.ts).
      await register(
        config,
        { name: "Lim Kok Wing", email: "kokwing@example.com", salutationId: "11" },
        { locale: "zh" },
      );
      await register(
        config,
        { name: "Ahmad bin Ali", email: "ahmad@example.com", salutationId: "11" },
        { locale: "ms" },
      );

      await deliver(config, later(1000));

      const mailTo = (to: string) => smtp.messages.find((m) => m.to.includes(to))?.text ?? "";
      expect(mailTo("kokwing@example.com")).toMatch(/^拿督 Lim Kok Wing，您好：/);
      expect(mailTo("ahmad@example.com")).toMatch(/^Yang Berbahagia Dato' Ahmad bin Ali,/);
    });

    it.each(["en", "ms"] as const)(
      "mails the acknowledgement of a %s registration in that language, with the salutation in it",
      async (locale) => {
        await prepareDatabase(current().db);
        const config = env();
        await register(config, { salutationId: "3", name: "Siti Aminah" }, { locale });

        await deliver(config, later(1000));

        const ack = smtp.messages.find((m) => m.to.includes("ah.kow@example.com"));
        expect(ack?.subject).toBe(getMailCopy(locale).ackSubject);
        expect(ack?.text).toContain(locale === "en" ? "Dear Ms Siti Aminah," : "Cik Siti Aminah");
      },
    );

    it("mails the sales notice in English to SALES_NOTIFY_EMAIL with the lead's details, labelled", async () => {
      await prepareDatabase(current().db);
      const config = env();
      const created = await register(config, {}, { locale: "zh" });

      await deliver(config, later(1000));

      const notice = smtp.messages.find((m) => m.to.includes(SALES));
      expect(notice?.subject).toBe("New registration: Mr Tan Ah Kow");
      // 09:00 UTC is 5 pm in Malaysia.
      expect(notice?.text).toContain("Received: Tue 3 Nov 2026, 5.00 pm (Malaysia time, UTC+8)");
      expect(notice?.text).toContain("Phone: 012-345 6789");
      expect(notice?.text).toContain("Email: ah.kow@example.com");
      expect(notice?.text).toContain("Unit types: A1, C1A");
      expect(notice?.text).toContain("Language: Chinese (简体中文)");
      expect(notice?.text).toContain("Heard of us through: Website");
      expect(notice?.text).toContain(
        `Open the lead: http://localhost:3000/admin/leads/${created.id}`,
      );
    });

    it("gives each mail a stable Message-ID from its outbox entry, so a resend can be dropped", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config);

      await deliver(config, later(1000));

      const ids = (await outboxRows(db))
        .filter((row) => row.topic !== "lead_webhook")
        // SITE_URL is localhost here: the sender's domain names the ids.
        .map((row) => `<${row.id}@skyhaven.example>`);
      expect(smtp.messages.map((m) => m.headers.get("message-id")).sort()).toEqual(ids.sort());
    });

    it("posts the lead to the webhook as JSON with a valid x-skyhaven-signature", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      const created = await register(config, { unitTypes: ["d9"] }, { locale: "ms" });

      await deliver(config, later(1000));

      expect(receiver.requests).toHaveLength(1);
      const [request] = receiver.requests;
      if (!request) return;
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/hooks/lead");
      expect(request.headers["content-type"]).toBe("application/json");
      const expected = `sha256=${createHmac("sha256", SECRET).update(request.body).digest("hex")}`;
      expect(request.headers["x-skyhaven-signature"]).toBe(expected);
      const wrong = `sha256=${createHmac("sha256", "another-secret-entirely").update(request.body).digest("hex")}`;
      expect(request.headers["x-skyhaven-signature"]).not.toBe(wrong);

      const entry = await db
        .selectFrom("outbox")
        .select("id")
        .where("topic", "=", "lead_webhook")
        .executeTakeFirstOrThrow();
      expect(request.headers["x-skyhaven-delivery"]).toBe(entry.id);
      const body = JSON.parse(request.body) as LeadBody;
      expect(body).toEqual({
        event: "registration.created",
        deliveryId: entry.id,
        lead: {
          registrationId: created.id,
          locale: "ms",
          duplicateOf: null,
          createdAt: T0.toISOString(),
          salutationId: 1,
          name: "Tan Ah Kow",
          contact: "012-345 6789",
          email: "ah.kow@example.com",
          address: "12 Jalan Ampang, 50450 Kuala Lumpur",
          channel: "website",
          consentPersonalData: true,
          consentTerms: true,
          unitTypes: ["D9"],
        },
        // Added beside the lead: the sales notice, as the mail gives it.
        notice: {
          subject: "New registration: Mr Tan Ah Kow",
          text: expect.stringContaining("Heard of us through: Website"),
          leadUrl: `http://localhost:3000/admin/leads/${created.id}`,
          owner: "unassigned",
          booking: null,
        },
      });
    });

    it("marks delivered entries sent, and a second run sends nothing again", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config);

      expect(await deliver(config, later(1000))).toBe(3);

      for (const row of await outboxRows(db)) {
        expect(row).toMatchObject({ status: "sent", locked_until: null, last_error: null });
        expect(Number(row.attempts)).toBe(0);
        expect(row.sent_at).toEqual(expect.any(String));
      }
      expect(await deliver(config, later(2000))).toBe(0);
      expect(await deliver(config, later(24 * 60 * 60 * 1000))).toBe(0);
      expect(smtp.messages).toHaveLength(2);
      expect(receiver.requests).toHaveLength(1);
    });

    it("does nothing before an entry is due", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config);

      expect(await deliver(config, later(-1000))).toBe(0);
      expect(smtp.messages).toHaveLength(0);
      expect(receiver.requests).toHaveLength(0);
      expect((await outboxRows(db)).map((row) => row.status)).toEqual([
        "pending",
        "pending",
        "pending",
      ]);
    });

    it("keeps entries pending with attempts, last error and a backed-off next attempt while SMTP is down and the webhook answers 500", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config);
      await smtp.stop();
      receiver.status = 500;
      const now = later(1000);

      expect(await deliver(config, now)).toBe(0);

      const rows = await outboxRows(db);
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.status).toBe("pending");
        expect(Number(row.attempts)).toBe(1);
        expect(row.last_error).toEqual(expect.stringMatching(/\S/));
        expect(row.next_attempt_at).toBe(new Date(now.getTime() + retryDelayMs(1)).toISOString());
        expect(row.locked_until).toBeNull();
        expect(row.sent_at).toBeNull();
      }
      expect(rows.find((row) => row.topic === "lead_webhook")?.last_error).toContain("500");
      expect(receiver.requests).toHaveLength(1);

      // Within the backoff nothing is tried again.
      expect(await deliver(config, later(2000))).toBe(0);
      expect(receiver.requests).toHaveLength(1);
      expect((await outboxRows(db)).map((row) => Number(row.attempts))).toEqual([1, 1, 1]);
    });

    it("retries a webhook whose receiver cannot be reached at all", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env({ LEAD_WEBHOOK_URL: "http://127.0.0.1:1/hooks/lead" });
      await register(config);

      expect(await deliver(config, later(1000))).toBe(2);

      const hook = (await outboxRows(db)).find((row) => row.topic === "lead_webhook");
      expect(hook).toMatchObject({ status: "pending", sent_at: null });
      expect(Number(hook?.attempts)).toBe(1);
      expect(hook?.last_error).toEqual(expect.stringMatching(/\S/));
    });

    it("delivers everything exactly once when the transports come back and the backoff has passed", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config, {}, { locale: "zh" });
      await smtp.stop();
      receiver.status = 500;
      const failedAt = later(1000);
      expect(await deliver(config, failedAt)).toBe(0);

      await smtp.start();
      receiver.status = 200;
      // Back up, but the backoff has not passed yet.
      expect(await deliver(config, new Date(failedAt.getTime() + retryDelayMs(1) - 1000))).toBe(0);
      expect(smtp.messages).toHaveLength(0);

      const retryAt = new Date(failedAt.getTime() + retryDelayMs(1));
      expect(await deliver(config, retryAt)).toBe(3);
      expect(await deliver(config, new Date(retryAt.getTime() + 60 * 60 * 1000))).toBe(0);

      expect(smtp.messages.map((m) => m.to).sort()).toEqual([["ah.kow@example.com"], [SALES]]);
      expect(smtp.messages.find((m) => m.to.includes("ah.kow@example.com"))?.subject).toBe(
        getMailCopy("zh").ackSubject,
      );
      // One refused and one accepted post of the same delivery.
      expect(receiver.requests).toHaveLength(2);
      const deliveries = new Set(receiver.requests.map((r) => r.headers["x-skyhaven-delivery"]));
      expect(deliveries.size).toBe(1);
      for (const row of await outboxRows(db)) {
        expect(row.status).toBe("sent");
        expect(Number(row.attempts)).toBe(1);
      }
    });

    it("backs off longer after each failure and marks an entry failed after MAX_ATTEMPTS failures", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env();
      await register(config);
      await smtp.stop();
      receiver.status = 500;

      let now = later(1000);
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        expect(await deliver(config, now)).toBe(0);
        const rows = await outboxRows(db);
        for (const row of rows) {
          expect(Number(row.attempts)).toBe(attempt);
          expect(row.status).toBe(attempt < MAX_ATTEMPTS ? "pending" : "failed");
          expect(Date.parse(row.next_attempt_at) - now.getTime()).toBe(retryDelayMs(attempt));
        }
        now = new Date(Date.parse(rows[0]?.next_attempt_at ?? "") + 1);
      }
      expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);

      // Failed entries are left for staff: nothing tries them again, even once the transports work.
      await smtp.start();
      receiver.status = 200;
      expect(await deliver(config, later(30 * 24 * 60 * 60 * 1000))).toBe(0);
      expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
      expect(smtp.messages).toHaveLength(0);
      expect((await outboxRows(db)).map((row) => row.status)).toEqual([
        "failed",
        "failed",
        "failed",
      ]);
    });

    it("without SMTP_URL keeps mail pending and unattempted (recorded, not sent) while the webhook still goes", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env({ SMTP_URL: undefined });
      await register(config);

      expect(await deliver(config, later(1000))).toBe(1);
      expect(await deliver(config, later(60 * 60 * 1000))).toBe(0);

      expect(receiver.requests).toHaveLength(1);
      expect(smtp.messages).toHaveLength(0);
      const rows = await outboxRows(db);
      expect(
        rows.map((row) => [row.topic, row.status, Number(row.attempts), row.last_error]),
      ).toEqual([
        ["buyer_ack", "pending", 0, null],
        ["lead_webhook", "sent", 0, null],
        ["sales_notify", "pending", 0, null],
      ]);
      for (const row of rows) expect(row.locked_until).toBeNull();
    });

    it("without SMTP_URL still delivers every webhook when more unsendable mail is queued than one run takes", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env({ SMTP_URL: undefined, SALES_NOTIFY_EMAIL: undefined });
      const limit = 5;
      for (let i = 0; i <= limit; i++) {
        await register(
          config,
          { email: `buyer${i}@example.com`, contact: `+65 9123 45${10 + i}` },
          { now: later(i * 1000) },
        );
      }

      // Many runs, as the worker would make over a minute.
      for (let run = 0; run < 20; run++) await deliver(config, later(60 * 60 * 1000), limit);

      expect(receiver.requests).toHaveLength(limit + 1);
      const webhooks = await db
        .selectFrom("outbox")
        .select("status")
        .where("topic", "=", "lead_webhook")
        .execute();
      expect(webhooks.map((row) => row.status)).toEqual(Array(limit + 1).fill("sent"));
    });

    it("a worker without SMTP_URL leaves mail untouched (no claim, no write) and still sends the webhook", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const config = env({ SMTP_URL: undefined });
      await register(config, {}, { now: new Date(Date.now() - 1000) });
      const before = await outboxRows(db);

      const sender = createSender(db, config);
      const stop = startOutboxWorker(db, sender, { idleMs: 50 });
      try {
        await waitFor("the webhook", () => receiver.requests.length === 1);
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        await stop();
        sender.close();
      }

      const after = await outboxRows(db);
      const mail = (rows: typeof after) => rows.filter((row) => row.topic !== "lead_webhook");
      expect(mail(after)).toEqual(mail(before));
      expect(smtp.messages).toHaveLength(0);
    });
  });
});
