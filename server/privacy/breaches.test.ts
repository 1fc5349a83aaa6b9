import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { migrateToLatest } from "@/server/db/migrate";
import { breachInputSchema } from "@/lib/privacy/breach-input";
import { listBreaches, recordBreach, recordBreachStep } from "./breaches";

const admin = { audit: "staff:a1", staffId: "a1" };
const input = breachInputSchema.parse({
  what: "A sales laptop with an unencrypted call sheet was stolen from a car.",
  foundAt: "2026-11-25T10:00",
  peopleAffected: "120",
});

describe("breach register input", () => {
  it("reads the time found as Malaysia time and refuses a vague or impossible entry", () => {
    expect(input.foundAt).toBe("2026-11-25T02:00:00.000Z");
    expect(input.peopleAffected).toBe(120);
    const bad = breachInputSchema.safeParse({
      what: "oops",
      foundAt: "2026-02-30T10:00",
      peopleAffected: "-1",
    });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((issue) => issue.path[0]).sort();
    expect(fields).toEqual(["foundAt", "peopleAffected", "what"]);
  });
});

describe("breach register", () => {
  forEachDatabase((current) => {
    it("records a breach, then each notice once, in order, and closes it", async () => {
      const { db } = current();
      await migrateToLatest(db);
      const id = await recordBreach(db, input, admin, new Date("2026-11-25T03:00:00.000Z"));

      // People are told after the Commissioner, and an open notice keeps the breach open.
      expect(await recordBreachStep(db, id, "people_sent", admin)).toBe(false);
      expect(await recordBreachStep(db, id, "close", admin)).toBe(false);

      const told = new Date("2026-11-27T09:00:00.000Z");
      // Two admins record the same notice: one write, one audit entry.
      const both = await Promise.all([
        recordBreachStep(db, id, "commissioner", admin, told),
        recordBreachStep(db, id, "commissioner", admin, new Date("2026-11-27T09:01:00.000Z")),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      expect(await recordBreachStep(db, id, "people_sent", admin, told)).toBe(true);
      expect(await recordBreachStep(db, id, "people_not_required", admin)).toBe(false);
      expect(await recordBreachStep(db, id, "close", admin, told)).toBe(true);

      const [breach] = await listBreaches(db);
      expect(breach).toMatchObject({
        id,
        found_at: "2026-11-25T02:00:00.000Z",
        people_affected: 120,
        commissioner_notified_at: told.toISOString(),
        people_notice: "sent",
        people_notified_at: told.toISOString(),
        closed_at: told.toISOString(),
      });
      const log = await db
        .selectFrom("audit_log")
        .select(["action", "details"])
        .where("entity_id", "=", id)
        .orderBy("at")
        .execute();
      expect(log.map((entry) => entry.action)).toEqual([
        "privacy.breach_record",
        "privacy.breach_commissioner",
        "privacy.breach_people",
        "privacy.breach_close",
      ]);
      // The account of what happened never reaches the log.
      expect(JSON.stringify(log)).not.toContain("laptop");
    });

    it("lists open breaches before closed ones, newest found first", async () => {
      const { db } = current();
      await migrateToLatest(db);
      const older = await recordBreach(
        db,
        { ...input, foundAt: "2026-11-01T02:00:00.000Z" },
        admin,
      );
      const closed = await recordBreach(
        db,
        { ...input, foundAt: "2026-11-20T02:00:00.000Z" },
        admin,
      );
      const newer = await recordBreach(db, input, admin);
      await recordBreachStep(db, closed, "commissioner", admin);
      await recordBreachStep(db, closed, "people_not_required", admin);
      await recordBreachStep(db, closed, "close", admin);
      expect((await listBreaches(db)).map((b) => b.id)).toEqual([newer, older, closed]);
    });
  });
});
