import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "@/server/db/schema";
import { forEachDatabase } from "@/tests/support/databases";
import { prepareDatabase, validRegistration } from "@/tests/support/registrations";
import { registrationStoreFor } from "./store";
import type { RegistrationContext } from "./types";

const registration = (
  n: number,
  overrides: Record<string, unknown> = {},
  context: Partial<RegistrationContext> = {},
) => ({
  input: validRegistration({
    contact: `+60129${String(n).padStart(6, "0")}`,
    email: `group-${n}@example.com`,
    ...overrides,
  }),
  context: { locale: "en" as const, source: "api" as const, ...context },
});

const at = (minute: number) => new Date(Date.UTC(2026, 10, 3, 9, minute, 0));

const count = async (db: Kysely<Database>, table: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

// Registrations posted at the same moment are stored together: one group, one commit.
describe("group commit", () => {
  forEachDatabase((current) => {
    it("stores a burst of registrations, each answered only after the commit", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = registrationStoreFor(current().db);
      const created = await Promise.all(
        Array.from({ length: 150 }, (_, n) => commit(registration(n), {})),
      );
      expect(new Set(created.map((c) => c.id)).size).toBe(150);
      const rows = await db.selectFrom("registrations").select("id").execute();
      expect(rows.map((r) => r.id).sort()).toEqual(created.map((c) => c.id).sort());
      expect(await count(db, "registration_unit_types")).toBe(300);
      expect(await count(db, "outbox")).toBe(150);
      expect(await count(db, "audit_log")).toBe(150);
    });

    it("a registration that fails rolls back alone; the rest of its group is stored", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = registrationStoreFor(current().db);
      const results = await Promise.allSettled([
        commit(registration(1), {}),
        // No such salutation: the foreign key refuses it.
        commit(registration(2, { salutationId: "9999" }), {}),
        commit(registration(3), {}),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(await count(db, "registrations")).toBe(2);
      expect(await count(db, "audit_log")).toBe(2);
      expect(await count(db, "outbox")).toBe(2);
    });

    it("links a repeat to a first registration made in the same group and counts it there", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = registrationStoreFor(current().db);
      const [first, repeat] = await Promise.all([
        commit(registration(7, {}, { now: at(1) }), {}),
        commit(registration(8, { email: "group-7@example.com" }, { now: at(2) }), {}),
      ]);
      expect(repeat?.duplicateOf).toBe(first?.id);
      const row = await db
        .selectFrom("registrations")
        .select(["latest_at", "repeat_count"])
        .where("id", "=", first?.id ?? "")
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ latest_at: at(2).toISOString(), repeat_count: 1 });
    });

    it("brings an earlier first registration to the top once for each repeat in a group", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = registrationStoreFor(current().db);
      const first = await commit(registration(20, {}, { now: at(1) }), {});
      const repeats = await Promise.all([
        commit(registration(21, { email: "group-20@example.com" }, { now: at(3) }), {}),
        commit(registration(20, { email: "other@example.com" }, { now: at(4) }), {}),
      ]);
      expect(repeats.map((r) => r.duplicateOf)).toEqual([first.id, first.id]);
      const row = await db
        .selectFrom("registrations")
        .select(["latest_at", "repeat_count"])
        .where("id", "=", first.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ latest_at: at(4).toISOString(), repeat_count: 2 });
    });

    it("stores a form post sent twice in one group once and answers both with its id", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const commit = registrationStoreFor(current().db);
      const [a, b] = await Promise.all([
        commit(registration(30, {}, { submission: { key: "same-post", hash: "h" } }), {}),
        commit(registration(30, {}, { submission: { key: "same-post", hash: "h" } }), {}),
      ]);
      expect(b).toEqual(a);
      expect(await count(db, "registrations")).toBe(1);
      expect(await count(db, "outbox")).toBe(1);
    });
  });
});
