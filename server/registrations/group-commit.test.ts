import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { createGroupCommitter } from "./group-commit";

const registration = (n: number, overrides: Record<string, unknown> = {}) => ({
  input: validRegistration({
    contact: `+60129${String(n).padStart(6, "0")}`,
    email: `group-${n}@example.com`,
    ...overrides,
  }),
  context: { locale: "en" as const, source: "api" as const },
});

describe("group commit", () => {
  forEachDatabase((current) => {
    it("stores a burst of registrations, each answered only after the commit", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = createGroupCommitter(db);
      const created = await Promise.all(
        Array.from({ length: 150 }, (_, n) => commit(registration(n), {})),
      );
      expect(new Set(created.map((c) => c.id)).size).toBe(150);
      const rows = await db.selectFrom("registrations").select("id").execute();
      expect(rows.map((r) => r.id).sort()).toEqual(created.map((c) => c.id).sort());
    });

    it("a registration that fails rolls back alone; the rest of its group is stored", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = createGroupCommitter(db);
      const results = await Promise.allSettled([
        commit(registration(1), {}),
        // No such salutation: the foreign key refuses it.
        commit(registration(2, { salutationId: "9999" }), {}),
        commit(registration(3), {}),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const count = await db
        .selectFrom("registrations")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(2);
      const audit = await db.selectFrom("audit_log").select("entity_id").execute();
      expect(audit).toHaveLength(2);
    });

    it("links a repeat to a first registration made in the same group", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = createGroupCommitter(db);
      const [first, repeat] = await Promise.all([
        commit(registration(7), {}),
        commit(registration(8, { email: "group-7@example.com" }), {}),
      ]);
      expect(repeat?.duplicateOf).toBe(first?.id);
    });
  });
});
