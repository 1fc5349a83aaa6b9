import { afterEach, describe, expect, it, vi } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { queueMessages } from "@/tests/support/outbox";
import { prepareDatabase } from "@/tests/support/registrations";
import { log } from "../log";
import { MAX_ATTEMPTS } from "./backoff";
import { deliverDue } from "./deliver";
import { redactEmails } from "./failure-log";
import type { Sender } from "./sender";

const rejecting: Sender = {
  send: () =>
    Promise.reject(new Error("550 5.1.1 <ah.kow@example.com>: Recipient address rejected")),
  close: () => undefined,
};

describe("failed deliveries are visible without personal data", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("redacts every email address in an error text", () => {
    expect(redactEmails("550 <ah.kow@example.com> and sales@sky-haven.example.com: no")).toBe(
      "550 <[email]> and [email]: no",
    );
  });

  forEachDatabase((current) => {
    it("logs each failed attempt with message id, topic, attempt and next attempt, the error without the address", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const [id] = await queueMessages(db, 1, {});
      const warn = vi.spyOn(log, "warn").mockImplementation(() => undefined);
      const now = new Date();

      await deliverDue(db, rejecting, now, 20, { retryDelayMs: () => 5000 });

      expect(warn).toHaveBeenCalledWith(
        {
          messageId: id,
          topic: "buyer_ack",
          attempt: 1,
          nextAttemptAt: new Date(now.getTime() + 5000).toISOString(),
          err: "550 5.1.1 <[email]>: Recipient address rejected",
        },
        "outbox delivery failed; will retry",
      );
      const row = await db.selectFrom("outbox").select("last_error").executeTakeFirstOrThrow();
      expect(row.last_error).not.toContain("@");
    });

    it("logs a message that gives up at error level", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const [id] = await queueMessages(db, 1, {});
      await db
        .updateTable("outbox")
        .set({ attempts: MAX_ATTEMPTS - 1 })
        .execute();
      const error = vi.spyOn(log, "error").mockImplementation(() => undefined);
      vi.spyOn(log, "warn").mockImplementation(() => undefined);

      await deliverDue(db, rejecting, new Date());

      expect(error).toHaveBeenCalledWith(
        expect.objectContaining({ messageId: id, attempt: MAX_ATTEMPTS, nextAttemptAt: null }),
        "outbox message gave up after its last attempt",
      );
      const row = await db.selectFrom("outbox").select("status").executeTakeFirstOrThrow();
      expect(row.status).toBe("failed");
    });
  });
});
