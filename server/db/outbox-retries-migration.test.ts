import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { createMigrator, migrateToLatest } from "./migrate";

const GAVE_UP_AT = "2026-11-20T02:00:00.000Z";
const SIX_HOURS_LATER = "2026-11-20T08:00:00.000Z";

describe("migration 010: when old messages gave up", () => {
  forEachDatabase((current) => {
    it("dates messages that gave up before it from their last backoff (one never attempted from when it was queued), and leaves pending ones undated", async () => {
      const { db } = current();
      const migrator = await createMigrator(db);
      const before = await migrator.migrateTo("009-sign-in-limits");
      expect(before.error).toBeUndefined();
      const row = {
        created_at: "2026-11-18T00:00:00.000Z",
        topic: "buyer_ack" as const,
        registration_id: null,
        payload: "{}",
      };
      await db
        .insertInto("outbox")
        .values([
          // The twelfth failure scheduled a retry 6 hours on, then gave up instead.
          {
            ...row,
            id: "gave-up",
            status: "failed",
            attempts: 12,
            next_attempt_at: SIX_HOURS_LATER,
          },
          // Cancelled by an erasure before its first attempt.
          { ...row, id: "cancelled", status: "failed", attempts: 0, next_attempt_at: GAVE_UP_AT },
          { ...row, id: "pending", status: "pending", attempts: 3, next_attempt_at: GAVE_UP_AT },
        ])
        .execute();

      await migrateToLatest(db);

      const rows = await db
        .selectFrom("outbox")
        .select(["id", "failed_at", "earlier_attempts"])
        .orderBy("id")
        .execute();
      expect(rows.map((r) => ({ ...r, earlier_attempts: Number(r.earlier_attempts) }))).toEqual([
        { id: "cancelled", failed_at: row.created_at, earlier_attempts: 0 },
        { id: "gave-up", failed_at: GAVE_UP_AT, earlier_attempts: 0 },
        { id: "pending", failed_at: null, earlier_attempts: 0 },
      ]);
    });

    it("steps back down to 009 and up again", async () => {
      const { db } = current();
      await migrateToLatest(db);
      const migrator = await createMigrator(db);

      expect((await migrator.migrateTo("009-sign-in-limits")).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    });
  });
});
