import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { forEachDatabase } from "@/tests/support/databases";
import {
  createRegistration,
  prepareDatabase,
  validRegistration,
} from "@/tests/support/registrations";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp";
import { conversionTargets } from "../conversions/targets";
import { parseEnv } from "../env-schema";
import { CANCELLED_BY_WITHDRAWAL } from "../outbox/cancelled";
import { deliverDue } from "../outbox/deliver";
import { createSender } from "../outbox/sender";
import { registrationOfToken } from "./unsubscribe-token";
import { withdrawConsent, withdrawalOf } from "./withdraw";

const SECRET = "withdrawal-secret-for-tests-0123456789ab";

describe("withdrawing consent from a buyer mail", () => {
  forEachDatabase((current) => {
    let smtp: TestSmtpServer;
    let receivers: ConversionReceivers;
    beforeEach(async () => {
      [smtp, receivers] = await Promise.all([startSmtpServer(), startConversionReceivers()]);
    });
    afterEach(async () => {
      await Promise.all([smtp.stop(), receivers.close()]);
    });

    const env = () =>
      parseEnv({
        ...receivers.variables,
        SMTP_URL: smtp.url,
        AUTH_SECRET: SECRET,
        SITE_URL: "https://skyhaven.example",
        MAIL_REPLY_TO: "sales@skyhaven.example",
        SALES_NOTIFY_EMAIL: "notify@skyhaven.example",
      });

    async function register(locale: "en" | "zh" = "en", now?: Date) {
      return createRegistration(
        current().db,
        {
          input: validRegistration({ consentAdvertising: "true", gclid: "Cj0KCQ-test" }),
          context: { locale, source: "web", now },
        },
        { salesEmail: "notify@skyhaven.example", conversions: conversionTargets(env()) },
      );
    }

    async function deliver() {
      const sender = createSender(current().db, env());
      try {
        return await deliverDue(current().db, sender, new Date(Date.now() + 1000), 100);
      } finally {
        sender.close();
      }
    }

    const outbox = () =>
      current()
        .db.selectFrom("outbox")
        .select(["topic", "status", "last_error", "payload"])
        .orderBy("topic")
        .execute();

    it("records the withdrawal once, on the lead, and cancels the buyer's pending mail and conversions", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const at = new Date();
      const first = await register("en", new Date(at.getTime() - 60_000));
      const repeat = await register("en", new Date(at.getTime() - 50_000));
      expect(repeat.duplicateOf).toBe(first.id);

      // The link in the repeat's mail withdraws for the person, recorded on their first registration.
      expect(await withdrawConsent(db, repeat.id, "one_click", at)).toBe("withdrawn");
      expect(await withdrawConsent(db, first.id, "page", new Date(at.getTime() + 1000))).toBe(
        "already",
      );
      expect(await withdrawConsent(db, randomUUID(), "page")).toBe("unknown");
      expect(await withdrawalOf(db, repeat.id)).toEqual({ at: at.toISOString(), via: "one_click" });
      expect(await db.selectFrom("consent_withdrawals").selectAll().execute()).toHaveLength(1);

      const rows = await outbox();
      const byTopic = (topic: string) => rows.filter((row) => row.topic === topic);
      for (const row of [...byTopic("buyer_ack"), ...byTopic("google_conversion")]) {
        expect(row).toMatchObject({ status: "failed", last_error: CANCELLED_BY_WITHDRAWAL });
        // The cancelled message no longer carries the person's details.
        expect(row.payload).toBe("{}");
      }
      expect(byTopic("buyer_ack")).toHaveLength(2);
      expect(byTopic("google_conversion").length).toBeGreaterThan(0);
      // The sales team still hears of both registrations.
      expect(byTopic("sales_notify").map((row) => row.status)).toEqual(["pending", "pending"]);

      const events = await db
        .selectFrom("lead_events")
        .select(["registration_id", "kind", "to_status", "outcome"])
        .where("kind", "=", "consent")
        .execute();
      expect(events).toEqual([
        {
          registration_id: first.id,
          kind: "consent",
          to_status: "withdrawn",
          outcome: "one_click",
        },
      ]);
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "entity_id", "details"])
        .where("action", "=", "consent.withdraw")
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.entity_id).toBe(first.id);
      expect(audit[0]!.details).not.toContain("@");
    });

    it("never sends a conversion queued after the withdrawal; a registration after it is consent given anew", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const t0 = Date.now() - 60_000;
      const first = await register("en", new Date(t0));
      expect(await withdrawConsent(db, first.id, "page", new Date(t0 + 10_000))).toBe("withdrawn");
      // A conversion queued by a later stage: never sent.
      await db
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          created_at: new Date(t0 + 15_000).toISOString(),
          topic: "meta_conversion",
          registration_id: first.id,
          payload: JSON.stringify({ stage: "qualified" }),
          next_attempt_at: new Date(t0 + 15_000).toISOString(),
        })
        .execute();
      // The buyer registers again: they ticked the consent boxes anew, so they are answered.
      const again = await register("en", new Date(t0 + 20_000));
      expect(await withdrawalOf(db, first.id)).toBeUndefined();
      await deliver();
      expect(smtp.messages.map((m) => m.to)).toEqual(
        expect.arrayContaining([["notify@skyhaven.example"], ["notify@skyhaven.example"]]),
      );
      const toBuyer = smtp.messages.filter((m) => !m.to.includes("notify@skyhaven.example"));
      expect(toBuyer).toHaveLength(1);
      expect(receivers.meta.requests).toHaveLength(0);
      expect(receivers.google.requests).toHaveLength(0);
      expect((await outbox()).filter((row) => row.status === "pending")).toEqual([]);

      // And they may withdraw again: recorded, and in force once more.
      const later = new Date(t0 + 30_000);
      expect(await withdrawConsent(db, again.id, "one_click", later)).toBe("withdrawn");
      expect(await withdrawConsent(db, again.id, "page", new Date(t0 + 31_000))).toBe("already");
      expect(await withdrawalOf(db, first.id)).toEqual({
        at: later.toISOString(),
        via: "one_click",
      });
    });

    it("puts a Reply-To to the sales team and the signed one-click link in every buyer mail", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const created = await register("zh");
      await deliver();
      const ack = smtp.messages.find((m) => m.to.includes("ah.kow@example.com"));
      if (!ack) throw new Error("no acknowledgement");
      expect(ack.headers.get("reply-to")).toBe("sales@skyhaven.example");
      expect(ack.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const oneClick = /^<(https:\/\/skyhaven\.example\/api\/unsubscribe\/([\w-]+))>$/.exec(
        ack.headers.get("list-unsubscribe") ?? "",
      );
      expect(oneClick).not.toBeNull();
      expect(registrationOfToken(SECRET, oneClick![2])).toBe(created.id);
      // No address, name or phone in the link.
      expect(oneClick![1]).not.toMatch(/ah\.kow|kow|0123/i);
      expect(ack.text).toContain(`https://skyhaven.example/zh/unsubscribe/${oneClick![2]}`);
      expect(ack.text).toContain("请使用本电邮末尾的链接");
      const notice = smtp.messages.find((m) => m.to.includes("notify@skyhaven.example"));
      expect(notice?.headers.has("list-unsubscribe")).toBe(false);
    });
  });
});
