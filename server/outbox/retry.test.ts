import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { giveUp, registerWithMessages } from "@/tests/support/failed-messages";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { log } from "../log";
import { erasePeople } from "../privacy/erase";
import { MAX_ATTEMPTS, retryDelayMs } from "./backoff";
import { deliverDue } from "./deliver";
import { retryAllFailed, retryMessage } from "./retry";
import type { Sender } from "./sender";
import type { Kysely } from "kysely";

const T0 = new Date("2026-11-20T02:00:00.000Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const ADMIN = "staff:00000000-0000-4000-8000-0000000000ad";
const BUYER = { name: "Tan Ah Kow", email: "ah.kow@example.com", contact: "012-345 6789" };

const accepting = (sent: string[]): Sender => ({
  send: async (entry) => {
    sent.push(entry.id);
    return true;
  },
  close: () => undefined,
});
const rejecting: Sender = {
  send: () => Promise.reject(new Error("421 try again later")),
  close: () => undefined,
};

const message = (db: Kysely<Database>, id: string) =>
  db.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const retryAudits = (db: Kysely<Database>) =>
  db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "in", ["outbox.retry", "outbox.retry_all"])
    .orderBy("at")
    .execute();

describe("retrying messages that gave up", () => {
  beforeEach(() => {
    vi.spyOn(log, "warn").mockImplementation(() => undefined);
    vi.spyOn(log, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  forEachDatabase((current, target) => {
    it("puts a message back to pending, due now, unclaimed, with a fresh series of attempts and the old ones kept; audits it without personal data", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerWithMessages(db, BUYER, T0);
      const id = lead.messages.buyer_ack;
      await giveUp(db, [id], at(10), "550 <[email]>: mailbox full");
      await db
        .updateTable("outbox")
        .set({ claim_token: "stale-token", locked_until: at(12).toISOString() })
        .where("id", "=", id)
        .execute();

      const result = await retryMessage(db, id, ADMIN, at(60));

      expect(result).toEqual({ kind: "queued", topic: "buyer_ack" });
      const row = await message(db, id);
      expect(row).toMatchObject({
        status: "pending",
        next_attempt_at: at(60).toISOString(),
        locked_until: null,
        claim_token: null,
        failed_at: null,
      });
      expect(Number(row.attempts)).toBe(0);
      expect(Number(row.earlier_attempts)).toBe(MAX_ATTEMPTS);
      const [audit, ...more] = await retryAudits(db);
      expect(more).toEqual([]);
      expect(audit).toMatchObject({ actor: ADMIN, entity: "outbox", entity_id: id });
      expect(JSON.parse(audit?.details ?? "")).toEqual({
        topic: "buyer_ack",
        registrationId: lead.id,
        earlierAttempts: MAX_ATTEMPTS,
      });
      expect(audit?.details).not.toMatch(/Tan Ah Kow|ah\.kow|345 6789/);
    });

    it("gives a retried message the whole backoff again: its next failure is attempt 1, retried in 30 s, not a second give-up", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const { messages } = await registerWithMessages(db, BUYER, T0);
      await giveUp(db, [messages.buyer_ack], at(10));
      await retryMessage(db, messages.buyer_ack, ADMIN, at(60));
      await db
        .updateTable("outbox")
        .set({ next_attempt_at: at(999).toISOString() })
        .where("id", "!=", messages.buyer_ack)
        .execute();

      await deliverDue(db, rejecting, at(61));

      const row = await message(db, messages.buyer_ack);
      expect(row).toMatchObject({
        status: "pending",
        next_attempt_at: new Date(at(61).getTime() + retryDelayMs(1)).toISOString(),
      });
      expect(Number(row.attempts)).toBe(1);
      expect(Number(row.earlier_attempts)).toBe(MAX_ATTEMPTS);
    });

    it("sends a retried message once the worker looks", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const { messages } = await registerWithMessages(db, BUYER, T0);
      await giveUp(db, [messages.sales_notify], at(10));
      await db
        .updateTable("outbox")
        .set({ status: "sent" })
        .where("id", "!=", messages.sales_notify)
        .execute();
      const sent: string[] = [];

      await deliverDue(db, accepting(sent), at(59));
      expect(sent).toEqual([]);
      await retryMessage(db, messages.sales_notify, ADMIN, at(60));
      await deliverDue(db, accepting(sent), at(60));

      expect(sent).toEqual([messages.sales_notify]);
      expect((await message(db, messages.sales_notify)).status).toBe("sent");
    });

    it("says a message is no longer failed once it was retried or sent, and queues nothing twice", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const { messages } = await registerWithMessages(db, BUYER, T0);
      await giveUp(db, [messages.buyer_ack], at(10));

      await retryMessage(db, messages.buyer_ack, ADMIN, at(60));
      const again = await retryMessage(db, messages.buyer_ack, ADMIN, at(61));
      await db
        .updateTable("outbox")
        .set({ status: "sent" })
        .where("id", "=", messages.buyer_ack)
        .execute();
      const afterSent = await retryMessage(db, messages.buyer_ack, ADMIN, at(62));

      expect(again).toEqual({ kind: "not_failed", status: "pending" });
      expect(afterSent).toEqual({ kind: "not_failed", status: "sent" });
      expect(Number((await message(db, messages.buyer_ack)).earlier_attempts)).toBe(MAX_ATTEMPTS);
      expect(await retryAudits(db)).toHaveLength(1);
      expect(await retryMessage(db, "00000000-0000-4000-8000-000000000000", ADMIN, at(63))).toEqual(
        { kind: "missing" },
      );
    });

    it("never brings back a message an erasure cancelled, nor one whose person was erased after it gave up", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const lead = await registerWithMessages(db, BUYER, T0);
      await giveUp(db, [lead.messages.buyer_ack], at(10));
      await erasePeople(db, [lead.id], { audit: "system:test", staffId: null, name: "Test" });

      const gaveUpFirst = await retryMessage(db, lead.messages.buyer_ack, ADMIN, at(60));
      const cancelled = await retryMessage(db, lead.messages.sales_notify, ADMIN, at(60));
      const all = await retryAllFailed(db, ADMIN, at(60));

      expect(gaveUpFirst).toEqual({ kind: "cancelled" });
      expect(cancelled).toEqual({ kind: "cancelled" });
      expect(all).toEqual({ queued: 0, byTopic: {} });
      const statuses = await db
        .selectFrom("outbox")
        .select("status")
        .where("registration_id", "=", lead.id)
        .execute();
      expect(statuses.map((row) => row.status)).toEqual(["failed", "failed", "failed"]);
      expect(await retryAudits(db)).toEqual([]);
    });

    it("retries every message that gave up at once, counted by topic in one audit entry", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerWithMessages(db, BUYER, T0);
      const second = await registerWithMessages(
        db,
        { name: "Siti Aminah", email: "siti@example.com", contact: "013-222 3333" },
        at(1),
      );
      await giveUp(
        db,
        [first.messages.buyer_ack, first.messages.lead_webhook, second.messages.buyer_ack],
        at(10),
      );

      const result = await retryAllFailed(db, ADMIN, at(60));

      expect(result).toEqual({ queued: 3, byTopic: { buyer_ack: 2, lead_webhook: 1 } });
      const failed = await db
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "failed")
        .execute();
      expect(failed).toEqual([]);
      const audits = await retryAudits(db);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ action: "outbox.retry_all", entity_id: null });
      expect(JSON.parse(audits[0]?.details ?? "")).toEqual({
        messages: 3,
        byTopic: { buyer_ack: 2, lead_webhook: 1 },
      });
      expect(await retryAllFailed(db, ADMIN, at(61))).toEqual({ queued: 0, byTopic: {} });
      expect(await retryAudits(db)).toHaveLength(1);
    });

    it("queues a message once when two admins retry it at the same moment from two connections, or one retries all meanwhile", async () => {
      const database = current();
      const { db } = database;
      await prepareDatabase(db);
      // PostgreSQL: a second pool, as a second app instance holds, so the row lock decides. SQLite:
      // the same connection. Each instance is its own process with one connection, which Kysely
      // lends to one transaction at a time; two better-sqlite3 connections in one process would
      // block the thread while waiting for each other's lock, which no deployment does.
      const other = target.name === "postgres" ? database.connectAgain() : db;
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const { messages } = await registerWithMessages(
          db,
          { email: `race${i}@example.com`, contact: `012-555 01${10 + i}` },
          at(i),
        );
        ids.push(messages.buyer_ack);
      }
      await giveUp(db, ids, at(10));

      const pairs = await Promise.all(
        ids.map((id, i) =>
          Promise.all([
            retryMessage(db, id, ADMIN, at(60)),
            i % 2
              ? retryMessage(other, id, ADMIN, at(60))
              : retryAllFailed(other, ADMIN, at(60)).then((all) => ({ all })),
          ]),
        ),
      );

      // Each message moved exactly once: by its single retry or by a "retry all", never both.
      const movedBySingle = pairs.flat().filter((r) => "kind" in r && r.kind === "queued").length;
      const movedByAll = pairs.flat().reduce((n, r) => n + ("all" in r ? r.all.queued : 0), 0);
      expect(movedBySingle + movedByAll).toBe(ids.length);
      for (const id of ids) {
        const row = await message(db, id);
        expect(row.status).toBe("pending");
        expect(Number(row.earlier_attempts)).toBe(MAX_ATTEMPTS);
      }
      const audits = await retryAudits(db);
      const audited = audits.reduce(
        (n, a) =>
          n +
          (a.action === "outbox.retry"
            ? 1
            : (JSON.parse(a.details ?? "{}") as { messages: number }).messages),
        0,
      );
      expect(audited).toBe(ids.length);
    });
  });
});
