import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { queueMessages } from "@/tests/support/outbox";
import { prepareDatabase } from "@/tests/support/registrations";
import { claimDue, markFailed, markSent, release } from "./claims";

const MAIL = ["buyer_ack", "sales_notify"] as const;
const targets = { salesEmail: "sales@skyhaven.example", webhookUrl: "http://127.0.0.1:1/hook" };

describe("outbox claims", () => {
  forEachDatabase((current) => {
    it("takes at most the messages asked for, of its own lane, and never one another claim holds", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await queueMessages(db, 60, targets);
      const now = new Date();

      const first = await claimDue(db, { topics: MAIL, limit: 1, now, leaseMs: 60_000 });
      const next = await claimDue(db, { topics: MAIL, limit: 5, now, leaseMs: 60_000 });
      const hooks = await claimDue(db, {
        topics: ["lead_webhook"],
        limit: 50,
        now,
        leaseMs: 60_000,
      });

      expect(first).toHaveLength(1);
      expect(next).toHaveLength(5);
      expect(hooks).toHaveLength(20);
      const ids = [...first, ...next].map((claim) => claim.id);
      expect(new Set(ids).size).toBe(6);
      expect([...first, ...next].every((claim) => claim.topic !== "lead_webhook")).toBe(true);
      const held = await db
        .selectFrom("outbox")
        .select("id")
        .where("claim_token", "is not", null)
        .execute();
      expect(held).toHaveLength(26);
    });

    it("lets only the holder record a result: once the lease has passed to another worker, the first one's 'sent' changes nothing", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await queueMessages(db, 1, targets);
      const t0 = new Date();
      const [stale] = await claimDue(db, { topics: MAIL, limit: 1, now: t0, leaseMs: 1000 });
      const afterLease = new Date(t0.getTime() + 2000);
      const [taker] = await claimDue(db, {
        topics: MAIL,
        limit: 1,
        now: afterLease,
        leaseMs: 1000,
      });
      if (!stale || !taker) throw new Error("expected both claims to succeed");
      expect(taker.id).toBe(stale.id);

      expect(await markSent(db, stale, new Date())).toBe(false);
      const failure = { attempts: 1, gaveUp: false, nextAttemptAt: afterLease, error: "x" };
      expect(await markFailed(db, stale, failure)).toBe(false);
      await release(db, [stale]);
      const row = await db
        .selectFrom("outbox")
        .selectAll()
        .where("id", "=", stale.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "pending", claim_token: taker.token, sent_at: null });
      expect(Number(row.attempts)).toBe(0);

      expect(await markSent(db, taker, new Date())).toBe(true);
      const sent = await db
        .selectFrom("outbox")
        .selectAll()
        .where("id", "=", stale.id)
        .executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: "sent", claim_token: null, locked_until: null });
    });

    it("does not bring back a message cancelled (personal data erased) while it was being sent", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await queueMessages(db, 1, targets);
      const [claim] = await claimDue(db, {
        topics: MAIL,
        limit: 1,
        now: new Date(),
        leaseMs: 60_000,
      });
      if (!claim) throw new Error("expected a claim");
      await db
        .updateTable("outbox")
        .set({ status: "failed", last_error: "cancelled: personal data erased" })
        .where("id", "=", claim.id)
        .execute();

      const failure = { attempts: 1, gaveUp: false, nextAttemptAt: new Date(), error: "timeout" };
      expect(await markFailed(db, claim, failure)).toBe(false);
      const row = await db
        .selectFrom("outbox")
        .selectAll()
        .where("id", "=", claim.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: "failed",
        last_error: "cancelled: personal data erased",
      });
    });
  });
});
