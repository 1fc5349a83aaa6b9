import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { giveUp, registerWithMessages } from "@/tests/support/failed-messages";
import { queueMessages } from "@/tests/support/outbox";
import { prepareDatabase } from "@/tests/support/registrations";
import { log } from "../log";
import { erasePeople } from "../privacy/erase";
import { MAX_ATTEMPTS } from "./backoff";
import { deliverDue } from "./deliver";
import { listFailed } from "./failed-list";
import { queueHealth } from "./queue-health";
import type { Sender } from "./sender";

const T0 = new Date("2026-11-20T02:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const rejecting: Sender = {
  send: () => Promise.reject(new Error("550 <tan.ah.kow@example.com>: mailbox unavailable")),
  close: () => undefined,
};

describe("messages that gave up, for the deliveries page", () => {
  beforeEach(() => {
    // The worker's own failure lines are tested in failure-log.test.ts.
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    vi.spyOn(log, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  forEachDatabase((current) => {
    it("lists what gave up, newest first, with its lead; leaves out what is pending, sent or cancelled by an erasure", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const kept = await registerWithMessages(db, { name: "Tan Ah Kow" }, T0);
      const erased = await registerWithMessages(
        db,
        { name: "Siti Aminah", email: "siti@example.com", contact: "013-222 3333" },
        T0,
      );
      // The acknowledgement gives up through the worker itself, on its last attempt.
      await db
        .updateTable("outbox")
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .where("id", "=", kept.messages.buyer_ack)
        .execute();
      await deliverDue(db, rejecting, at(30));
      // The sales notice gave up earlier; the webhook is still pending.
      await giveUp(db, [kept.messages.sales_notify], at(10), "timeout for sales@skyhaven.example");
      await giveUp(db, [erased.messages.buyer_ack], at(20));
      await erasePeople(db, [erased.id], { audit: "system:test", staffId: null, name: "Test" });

      const page = await listFailed(db);

      expect(page.messages.map((m) => [m.topic, m.id])).toEqual([
        ["buyer_ack", kept.messages.buyer_ack],
        ["sales_notify", kept.messages.sales_notify],
      ]);
      expect(page.messages[0]).toMatchObject({
        registrationId: kept.id,
        leadName: "Tan Ah Kow",
        attempts: MAX_ATTEMPTS,
        earlierAttempts: 0,
        createdAt: T0.toISOString(),
        failedAt: at(30).toISOString(),
        lastError: "550 <[email]>: mailbox unavailable",
      });
      // An address stored before errors were redacted is not shown either.
      expect(page.messages[1]?.lastError).toBe("timeout for [email]");
      expect(page.older).toBeUndefined();
    });

    it("pages through them newest first without skipping or repeating one, even when several gave up at the same moment", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 23, {});
      // Five moments, up to five messages each: the id breaks the ties.
      for (const [i, id] of ids.entries()) await giveUp(db, [id], at(i % 5));

      const seen: { id: string; failedAt: string }[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const page = await listFailed(db, { after }, 10);
        seen.push(...page.messages);
        after = page.older;
        pages++;
      } while (after);

      expect(pages).toBe(3);
      expect(seen.map((m) => m.id).sort()).toEqual([...ids].sort());
      const order = (a: (typeof seen)[number], b: (typeof seen)[number]) =>
        b.failedAt.localeCompare(a.failedAt) || (b.id < a.id ? -1 : 1);
      expect(seen).toEqual([...seen].sort(order));
    });

    it("ignores a cursor that is not one of its own", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const ids = await queueMessages(db, 2, {});
      await giveUp(db, ids, at(1));

      const page = await listFailed(db, { after: "not-a-cursor" });

      expect(page.messages).toHaveLength(2);
    });

    it("counts what waits, what retries after a failure, the oldest waiting, and what gave up", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const empty = await queueHealth(db);
      expect(empty).toEqual({ pending: 0, retrying: 0, oldestPendingAt: null, failed: 0 });

      const old = await registerWithMessages(db, {}, T0);
      const recent = await registerWithMessages(
        db,
        { email: "later@example.com", contact: "017-888 9999" },
        at(90),
      );
      await db
        .updateTable("outbox")
        .set({ attempts: 2 })
        .where("id", "=", recent.messages.lead_webhook)
        .execute();
      await db
        .updateTable("outbox")
        .set({ status: "sent" })
        .where("id", "=", old.messages.sales_notify)
        .execute();
      await giveUp(db, [old.messages.lead_webhook], at(5));

      expect(await queueHealth(db)).toEqual({
        pending: 4,
        retrying: 1,
        oldestPendingAt: T0.toISOString(),
        failed: 1,
      });
    });
  });
});
