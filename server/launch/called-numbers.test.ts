import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { migrateToLatest } from "../db/migrate";
import { calledNumbers } from "./called-numbers";

describe("the queue numbers the board shows", () => {
  forEachDatabase((current) => {
    it("are the numbers called and not done, the latest call first, with their table and nothing of the buyer", async () => {
      const { db } = current();
      await migrateToLatest(db);
      const entry = (n: number, state: "waiting" | "called" | "done", calledAt: string | null) => ({
        reference: `REF${n}`,
        lead_id: `lead-${n}`,
        created_at: "2026-12-01T00:00:00.000Z",
        entered_by: null,
        locale: "en",
        position: n,
        slot_start: null,
        queue_rank: n,
        queue_state: state,
        table_no: state === "waiting" ? null : n + 10,
        called_at: calledAt,
      });
      await db
        .insertInto("ballot_entries")
        .values([
          entry(1, "done", "2026-12-12T02:00:00.000Z"),
          entry(2, "called", "2026-12-12T02:05:00.000Z"),
          entry(3, "called", "2026-12-12T02:09:00.000Z"),
          entry(4, "waiting", null),
        ])
        .execute();

      expect(await calledNumbers(db)).toEqual([
        { position: 3, table: 13 },
        { position: 2, table: 12 },
      ]);
    });
  });
});
